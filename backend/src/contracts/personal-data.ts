/** Issue 19, DECISIONS D19: export and erasure of a member's personal data. */

/** What an erased member's name becomes wherever the other party of a project still sees their work. */
export const FORMER_MEMBER = 'Former member';

/** One export per user within this many minutes (issue 19); the next one is refused with 429. */
export const EXPORT_COOLDOWN_MINUTES = 10;

export const PERSONAL_DATA_MESSAGES = {
  passwordRequired: 'Please enter your password',
  passwordIncorrect: 'Password is incorrect',
  reasonRequired: 'Please give the reason for the erasure',
  projectInProgress: 'You have a project in progress. Ask the other party or an admin to complete or cancel it first, then delete your account.',
  memberProjectInProgress: 'This member has a project in progress. Complete or cancel it first, then erase the account.',
  lastAdmin: 'You are the last admin. Make another account an admin first.',
  accountDeleted: 'Your account has been deleted.',
  accountErased: 'The account has been erased.',
  exportTooSoon: (minutes: number) => `You downloaded your data a moment ago. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  userNotFound: 'User not found',
  mailChoiceRequired: 'Choose whether to receive digests and reminders',
} as const;

/** POST /api/account/export and /api/account/delete */
export interface ConfirmPasswordRequest {
  password: string;
}

/** POST /api/admin/users/{userId}/erase */
export interface EraseMemberRequest {
  reason: string;
}

export const ERASURE_REASON_MAX_LENGTH = 500;

/** What the name and e-mail of an anonymised enquiry or waiting-list entry become (D19). */
export const ANONYMISED_NAME = 'Anonymised';
export const ANONYMISED_EMAIL = 'anonymised@erased.invalid';

/** D19 retention periods the privacy page states (ENQUIRY_RETENTION_MONTHS overrides the first; visits: VISIT_RETENTION_MONTHS). */
export const DEFAULT_ENQUIRY_RETENTION_MONTHS = 24;
export const SENT_MAIL_BODY_RETENTION_DAYS = 30;
/**
 * Issue 16 (docs/decisions/16-backoffice-polish.md): a notification is a pointer to something that lives
 * elsewhere (the project, the request), so the bell keeps it only while it helps: read ones 90 days after
 * they were read, unread ones a year after they were made.
 */
export const READ_NOTIFICATION_RETENTION_DAYS = 90;
export const UNREAD_NOTIFICATION_RETENTION_MONTHS = 12;

/** D19: the consent kind for digests and reminders; security notices are never subject to it. */
export const NON_ESSENTIAL_MAIL = 'non_essential_mail';

/** GET /api/account/consents */
export interface AccountConsentsView {
  acceptances: Array<{ termsVersion: string; acceptedAt: string }>;
  nonEssentialMail: { granted: boolean; history: Array<{ granted: boolean; recordedAt: string }> };
}

/** PUT /api/account/mail-preferences */
export interface MailPreferencesRequest {
  nonEssentialMail: boolean;
}
