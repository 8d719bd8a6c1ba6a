import type { AuditAction } from './audit';

/** Issue 16 "Words, not keys": each audit action as the admin screens and exports name it. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  account_locked: 'Account locked',
  password_reset: 'Password reset',
  terms_accepted: 'Terms accepted',
  temp_credentials_assigned: 'Temporary credentials assigned',
  password_changed: 'Password changed',
  consultant_application_approved: 'Consultant application approved',
  consultant_application_rejected: 'Consultant application rejected',
  consultant_account_created: 'Consultant account created',
  credentials_standardized: 'Credentials standardised',
  terms_copy_resent: 'Terms copy resent',
  introduction_request_moved: 'Introduction request moved',
  mail_retried: 'Mail retried',
  consultant_profile_updated: 'Consultant profile updated',
  project_file_uploaded: 'Project file uploaded',
  project_status_changed: 'Project status changed',
  project_consultant_assigned: 'Consultant assigned to project',
  membership_activated: 'Membership activated',
  membership_renewed: 'Membership renewed',
  membership_tier_changed: 'Membership tier changed',
  membership_request_declined: 'Membership request declined',
  project_file_deleted: 'Project file deleted',
  need_moved: 'Need moved',
  account_erased: 'Account erased',
  data_exported: 'Personal data exported',
  retention_run: 'Retention run',
  review_hidden: 'Review hidden',
};

/** The label of a stored action; an action recorded by an older build keeps its key rather than vanishing. */
export const auditActionLabel = (action: string): string => AUDIT_ACTION_LABELS[action as AuditAction] ?? action;

/**
 * Issue 16 "Words, not keys": what an audit row is about when that is not a user (`subject.type` of the audit
 * trail). An unknown type from a newer build reads as words rather than as a key.
 */
export const AUDIT_SUBJECT_LABELS: Record<string, string> = {
  consultant: 'Consultant',
  introduction_request: 'Introduction request',
  mail: 'Mail',
  membership_request: 'Membership request',
  need: 'Need',
  project: 'Project',
  review: 'Review',
  terms_acceptance: 'Terms acceptance',
};

export const auditSubjectLabel = (type: string): string => AUDIT_SUBJECT_LABELS[type] ?? type.replace(/_/g, ' ');

const KEY_LIKE = /^[a-z]+(?:[A-Z][a-z0-9]*|_[a-z0-9]+)+$/;

/** A key in words (issue 16 "Words, not keys"): resetTokens → "Reset tokens", in_progress → "In progress". */
export function keyInWords(key: string): string {
  const words = key.replace(/_/g, ' ').replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function detailValueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return KEY_LIKE.test(value) ? keyInWords(value) : value;
  if (Array.isArray(value)) return value.map(detailValueText).join(', ');
  if (typeof value === 'object') return `(${auditDetailsText(value)})`;
  return String(value);
}

/** An audit row's details as a person reads them: "Sessions: 3; Reset tokens: 0" rather than its JSON. */
export function auditDetailsText(details: unknown): string {
  if (details === null || details === undefined) return '—';
  if (typeof details !== 'object' || Array.isArray(details)) return detailValueText(details);
  const entries = Object.entries(details as Record<string, unknown>);
  return entries.length ? entries.map(([key, value]) => `${keyInWords(key)}: ${detailValueText(value)}`).join('; ') : '—';
}
