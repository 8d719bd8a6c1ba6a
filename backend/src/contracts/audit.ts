/**
 * Every action the audit log records (issue 10: admin writes, plus the identity events of D3/D5/D7).
 * One list, so the admin screen's filter and the server's writes cannot disagree.
 */
export const AUDIT_ACTIONS = [
  'account_locked', 'password_reset', 'terms_accepted', 'temp_credentials_assigned', 'password_changed',
  // Admin back-office writes (issue 10)
  'consultant_application_approved',
  'consultant_application_rejected',
  'consultant_account_created',
  'credentials_standardized',
  'terms_copy_resent',
  'introduction_request_moved',
  'mail_retried',
  // An admin changing a consultant's profile, or adding a document to a project they do not take part in
  'consultant_profile_updated',
  'project_file_uploaded',
  // Projects and membership (issue 9)
  'project_status_changed',
  'project_consultant_assigned',
  'membership_activated',
  'membership_renewed',
  // Manage Membership (issue 16): a tier change approved, any membership request declined
  'membership_tier_changed',
  'membership_request_declined',
  'project_file_deleted',
  // Matching (issue 17): every move of a need
  'need_moved',
  // Personal data (issue 19, D19)
  'account_erased',
  'data_exported',
  'retention_run',
  // Reviews (issue 18, D18): an admin hiding a published review
  'review_hidden',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
