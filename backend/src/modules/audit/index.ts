export { AuditModule } from './audit.module';
export { AuditTrailService } from './application/audit-trail.service';
export { AuditLogQueryService } from './application/audit-log-query.service';
export { AuditPseudonymiserService } from './application/audit-pseudonymiser.service';
