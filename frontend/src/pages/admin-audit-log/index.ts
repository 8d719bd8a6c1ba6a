export { AdminAuditLogPage } from './ui/AdminAuditLogPage';
