export { AdminLayout } from './ui/AdminLayout';
export { AdminRecordMissing, useRecordId } from './ui/AdminRecordMissing';
