/**
 * Every action the audit log records (issue 10: admin writes, plus the identity events of D3/D5/D7).
 * One list, so the admin screen's filter and the server's writes cannot disagree.
 */
export const AUDIT_ACTIONS = ['account_locked', 'password_reset', 'terms_accepted', 'temp_credentials_assigned', 'password_changed', 'project_status_changed', 'project_consultant_assigned', 'membership_activated', 'membership_renewed'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
