export { AdminLayout, type AdminLayoutProps } from './ui/AdminLayout';
export { AdminNav } from './ui/AdminNav';
export { ADMIN_NAV, type AdminNavEntry, type AdminNavGroup } from './model/adminNav';
export { AdminRecordMissing, useRecordId } from './ui/AdminRecordMissing';
