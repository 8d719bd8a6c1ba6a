import type { IntroductionRequestView } from './requests';
import type { CursorPageOf } from './list-cursor';

/**
 * The admin back-office API (issue 10; spec 001 §3, §7, §8; DECISIONS D5, D7, D10). Paging, statuses,
 * reasons and the admin toasts the server words, shared with the admin screens.
 */
export const ADMIN_PAGE_SIZE_DEFAULT = 50;
export const ADMIN_PAGE_SIZE_MAX = 200;

/** Spec 001 §3 "Consultant application". */
export interface ConsultantApplicationView {
  id: number;
  user: { name: string; email: string; phone: string | null; organisation: string | null; website: string | null; bio: string | null; createdAt: string };
  yearsExperience: number;
  expertise: string[];
  linkedin: string | null;
  availability: boolean;
  profileSummary: string | null;
  previousExperience: string | null;
}

/**
 * Spec 001 §3 "Registered consultant (admin list)": the first shape, plus the second shape's years of experience
 * and expertise (as expertise keys, the name every admin view uses), which Manage Existing Consultants shows.
 */
export interface RegisteredConsultantView {
  id: number;
  /** The account behind the profile: what an erasure on request names (POST /api/admin/users/{userId}/erase, issue 19). */
  userId: number;
  name: string;
  email: string;
  username: string;
  organisation: string | null;
  isApproved: boolean;
  mustChangePassword: boolean;
  hasAcceptedTerms: boolean;
  yearsExperience: number;
  expertise: string[];
  createdAt: string;
}

/** Spec 001 §3 "Pre-listed consultant (admin list)". */
export interface PreListedConsultantView {
  id: number;
  name: string;
  email: string;
  expertise: string[];
  requiresPasswordChange: boolean;
  hasAcceptedTerms: boolean;
}

/** Spec 001 §3 "Credential record (admin)"; the password only while the consultant must still change it (D5). */
export interface CredentialRecordView {
  consultantId: number;
  name: string;
  username: string;
  temporaryPassword: string | null;
  email: string;
  mustChangePassword: boolean;
  isApproved: boolean;
  hasAcceptedTerms: boolean;
}

/** GET /api/admin/credentials: a page of records under `credentials` (not `data`, as the screen has always read it). */
/** Approved consultants newest first, by page number near either end or by `?cursor=` at any depth (issue 22). */
export type CredentialPage = CursorPageOf<'credentials', CredentialRecordView>;

export type StandardizeStatus = 'updated' | 'skipped';
export interface StandardizeResult {
  consultantId: number;
  username: string;
  status: StandardizeStatus;
  reason?: string;
}

export interface CredentialTestView {
  success: boolean;
  username: string;
  message: string;
}

/** Spec 001 §3 "Signed terms record": one per acceptance, with what the server saw. */
export interface SignedTermsView {
  id: number;
  name: string;
  email: string;
  username: string;
  role: string;
  termsVersion: string;
  termsAcceptedAt: string;
  termsIpAddress: string | null;
  termsUserAgent: string | null;
}

/** Introduction requests as work: pending → contacted → introduced, or declined with a reason. */
export const INTRODUCTION_STATUSES = ['pending', 'contacted', 'introduced', 'declined'] as const;
export type IntroductionStatus = (typeof INTRODUCTION_STATUSES)[number];
export const INTRODUCTION_STATUS_LABELS: Record<IntroductionStatus, string> = {
  pending: 'Pending',
  contacted: 'Contacted',
  introduced: 'Introduced',
  declined: 'Declined',
};
export const INTRODUCTION_DECLINE_REASONS = ['consultant_unavailable', 'outside_expertise', 'charity_withdrew', 'duplicate', 'other'] as const;
export type IntroductionDeclineReason = (typeof INTRODUCTION_DECLINE_REASONS)[number];
export const INTRODUCTION_DECLINE_REASON_LABELS: Record<IntroductionDeclineReason, string> = {
  consultant_unavailable: 'Consultant unavailable',
  outside_expertise: 'Outside expertise',
  charity_withdrew: 'Charity withdrew',
  duplicate: 'Duplicate',
  other: 'Other',
};
/** The spec promises an answer within 24 hours: a request still pending after that is overdue. */
export const INTRODUCTION_OVERDUE_HOURS = 24;
/** The morning digest of overdue requests, in the team's time zone. */
export const INTRODUCTION_DIGEST_HOUR = 8;
export const INTRODUCTION_DIGEST_TIME_ZONE = 'Europe/London';
export const INTRODUCTION_NOTE_MAX_LENGTH = 2000;

/** The requester's view plus the workflow fields (the admin's list and detail). */
export interface AdminIntroductionRequestView extends Omit<IntroductionRequestView, 'status'> {
  /** The full name of the consultant the request names (issue 16), null for a general request. */
  consultantName: string | null;
  status: IntroductionStatus;
  declineReason: IntroductionDeclineReason | null;
  statusNote: string | null;
  statusChangedAt: string | null;
  overdue: boolean;
}

export interface UpdateIntroductionRequestRequest {
  status: IntroductionStatus;
  declineReason?: IntroductionDeclineReason | null;
  note?: string | null;
}

/** D10: what admins see of the outbox; the body of a mail that carries a secret is never shown. */
export const ADMIN_MAIL_STATUSES = ['pending', 'sent', 'failed', 'logged'] as const;
export type AdminMailStatus = (typeof ADMIN_MAIL_STATUSES)[number];
export interface OutboxMailView {
  id: number;
  toAddress: string;
  template: string;
  subject: string;
  status: AdminMailStatus;
  attempts: number;
  lastError: string | null;
  body: string | null;
  createdAt: string;
  nextAttemptAt: string;
  sentAt: string | null;
}

export interface AuditLogView {
  id: number;
  action: string;
  actorUserId: number | null;
  actorUsername: string | null;
  subjectUserId: number | null;
  subjectType: string | null;
  subjectId: number | null;
  ipAddress: string | null;
  details: Record<string, unknown> | null;
  createdAt: string;
}

/** Issue 16: the audit log's actor filter is a name or username, not an id. */
export const AUDIT_ACTOR_SEARCH_MAX_LENGTH = 100;

export const ADMIN_MESSAGES = {
  actorSearchTooLong: `Actor must be at most ${AUDIT_ACTOR_SEARCH_MAX_LENGTH} characters of a name or username`,
  applicationNotPending: 'This application has already been reviewed',
  applicationNotFound: 'Application not found',
  applicationApproved: 'Application Approved',
  applicationRejected: 'Application Rejected',
  rejectReasonTooLong: 'The reason can be at most 1000 characters',
  standardized: (n: number) => `Standardized credentials for ${n} consultants`,
  credentialTestSuccess: (username: string) => `Login successful for ${username}`,
  credentialTestFailed: 'Invalid credentials',
  credentialTestLocked: 'The account is locked after failed sign-ins',
  credentialTestExpired: 'The temporary password has expired',
  noTemporaryPassword: 'This consultant has no temporary password to test',
  finishedOnboarding: 'Finished onboarding',
  termsRecordNotFound: 'Signed terms record not found',
  termsEmailSent: 'Terms Email Sent',
  introductionNotFound: 'Introduction request not found',
  introductionMoveRefused: (from: string, to: string) => `An introduction request cannot move from ${from} to ${to}`,
  declineReasonRequired: 'Please choose a reason for declining',
  declineNoteRequired: 'Please add a note explaining the reason',
  declineReasonOnlyWhenDeclined: 'A reason is only given when declining',
  invalidIntroductionStatus: 'Please choose a valid status',
  mailNotFound: 'Mail not found',
  mailNotFailed: 'Only a failed mail can be retried',
  mailRequeued: 'Mail queued for another attempt',
  invalidDate: 'Please give a date as YYYY-MM-DD',
  consultantAccountCreated: 'Consultant account created successfully',
} as const;
export const REJECT_REASON_MAX_LENGTH = 1000;

/** Spec 001 §5 "Create consultant account (full)" and "(simple)": the messages the server answers with. */
export const CONSULTANT_ACCOUNT_MESSAGES = {
  validEmailRequired: 'Valid email is required',
  invalidEmailAddress: 'Invalid email address',
  expertiseRequired: 'At least one expertise area is required',
  profileSummaryMin: 'Profile summary must be at least 50 characters',
  previousExperienceMin: 'Previous experience must be at least 50 characters',
  simpleNameMin: 'Name must be at least 2 characters',
} as const;
export const CONSULTANT_ACCOUNT_TEXT_MIN_LENGTH = 50;

/**
 * POST /api/admin/create-consultant-account. The full form sends `expertise` (and the profile texts); the
 * simple form sends none of them and may send a `password`, used as the temporary password.
 */
export interface CreateConsultantAccountRequest {
  name: string;
  email: string;
  username: string;
  phone?: string | null;
  bio?: string | null;
  organisation?: string | null;
  password?: string | null;
  expertise?: string[];
  yearsExperience?: number;
  profileSummary?: string | null;
  previousExperience?: string | null;
  specializations?: string | null;
  linkedin?: string | null;
  isApproved?: boolean;
  isFeatured?: boolean;
}
