export { AuditModule } from './audit.module';
export { AuditTrailService } from './application/audit-trail.service';
export type { AuditEntry } from './application/audit-trail.service';
