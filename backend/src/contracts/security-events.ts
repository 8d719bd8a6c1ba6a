import type { AuditAction } from './audit';

/**
 * Issue 15: the audit actions an operator's log pipeline alerts on, and the `event` name their log line carries
 * (besides the audit row). Lockouts, password changes and resets, temporary credentials, role and approval changes.
 */
export const SECURITY_EVENTS: Partial<Record<AuditAction, string>> = {
  account_locked: 'account locked',
  password_changed: 'password changed',
  password_reset: 'password reset',
  temp_credentials_assigned: 'temporary credentials set',
  credentials_standardized: 'temporary credentials set',
  consultant_account_created: 'account created with a password',
  consultant_application_approved: 'application approved',
  consultant_application_rejected: 'application rejected',
};
