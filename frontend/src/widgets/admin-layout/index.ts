export { AdminLayout, type AdminLayoutProps } from './ui/AdminLayout';
export { AdminNavBar } from './ui/AdminNavBar';
export { ADMIN_BAR_LINKS, ADMIN_SCREEN_LINKS, type AdminNavEntry } from './model/adminNav';
