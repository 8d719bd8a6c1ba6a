import type { IntroductionStatus } from './admin';
import type { ProjectStatus } from './projects';

/**
 * Texts and constants of the admin console screens (spec 001 §2, §8, §9; issue 10). Kept apart from
 * messages.ts so the admin screens' wording stays in one place.
 */

/** Auto refresh of the waiting-list screen (spec 001 §9). */
export const WAITING_LIST_REFRESH_MS = 30_000;
/** Overview tab: recent activity on one page (spec 001 §9). */
export const ADMIN_RECENT_ACTIVITY_COUNT = 10;
/** Days in the visits-per-day series of GET /api/admin/analytics (issue 10). */
export const ANALYTICS_SERIES_DAYS = 30;

/** The moves an admin is offered from each status (the server refuses any other with 409). */
export const INTRODUCTION_REQUEST_MOVES: Record<IntroductionStatus, readonly IntroductionStatus[]> = {
  pending: ['contacted', 'declined'],
  contacted: ['introduced', 'declined'],
  introduced: [],
  declined: [],
};

/** Form submission types and their badges (spec 001 §2 "Form Submissions"). */
export const FORM_SUBMISSION_TYPE_LABELS: Record<string, string> = {
  get_matched: 'Get Matched',
  introduction_request: 'Introduction Request',
};

/** Spec 001 §4 "Credential badges". */
export const CREDENTIAL_BADGES = { ready: 'Ready', setupRequired: 'Setup Required', none: 'No Credentials' } as const;
export type CredentialBadge = keyof typeof CREDENTIAL_BADGES;

/**
 * Spec 001 §4: Ready when a username is set, the password has been changed and the terms accepted; Setup Required
 * when a username is set but onboarding is not finished; No Credentials without a username.
 */
export function credentialBadge(account: { hasUsername: boolean; mustChangePassword: boolean; hasAcceptedTerms: boolean }): CredentialBadge {
  if (!account.hasUsername) return 'none';
  return !account.mustChangePassword && account.hasAcceptedTerms ? 'ready' : 'setupRequired';
}

/** Toasts of the admin screens (spec 001 §8). */
export const ADMIN_TOASTS = {
  approveSuccess: { title: 'Application Approved', description: 'The consultant has been approved and will now appear in the public directory.' },
  approveFailed: { title: 'Approval Failed', description: 'Failed to approve the consultant application. Please try again.' },
  rejectSuccess: { title: 'Application Rejected', description: 'The consultant application has been rejected and removed.' },
  rejectFailed: { title: 'Rejection Failed' },
  credentialsAssigned: { title: 'Temporary credentials assigned successfully' },
  credentialsAssignFailed: { title: 'Failed to assign credentials' },
  termsResent: { title: 'Terms Email Sent' },
  termsResendFailed: { title: 'Failed to send signed terms email. Please try again.' },
  consultantAccountCreated: { title: 'Consultant account created successfully' },
  consultantAccountFailed: { title: 'Failed to create consultant account. Please try again.' },
  preListedCreated: { title: 'Pre-listed consultant created successfully' },
  preListedFailed: { title: 'Error', description: 'Failed to create consultant' },
  standardized: (n: number) => ({ title: `Standardized credentials for ${n} consultants` }),
  standardizeFailed: { title: 'Failed to standardize credentials' },
  credentialTestOk: (username: string) => ({ title: 'Credential Test Successful', description: `Login successful for ${username}` }),
  credentialTestFailed: (username: string, message: string) => ({ title: 'Credential Test Failed', description: `Login failed for ${username}: ${message}` }),
  introductionMoved: { title: 'Introduction request updated' },
  projectUpdated: { title: 'Project updated' },
  membershipUpdated: { title: 'Membership updated' },
  membershipDeclined: { title: 'Membership request declined' },
  mailRetried: { title: 'Mail queued for another attempt' },
  actionFailed: { title: 'Action failed' },
} as const;

/** Other texts of the admin screens (spec 001 §2, §8). */
/**
 * Issue 16: the dashboard's and sign-up portal's counts are of registered accounts; the waiting lists (people
 * who asked to be told when we open) keep their own figures, and every label says which it is.
 */
export const ADMIN_COUNT_LABELS = {
  totalAccounts: 'Total accounts (charities and consultants)',
  charityAccounts: 'Charity accounts',
  consultantAccounts: 'Consultant accounts',
  charitySignups: 'Charity Sign-ups (registered accounts)',
  consultantSignups: 'Consultant Sign-ups (registered accounts)',
  charityWaitingList: 'Charity waiting list',
  consultantWaitingList: 'Consultant waiting list',
} as const;

/** The dashboard's Recent activity: what each kind of entry is (issue 16: sign-ups, applications, projects, enquiries). */
export const ADMIN_ACTIVITY_LABELS = {
  charityWaitingList: 'Charity waiting list',
  consultantWaitingList: 'Consultant waiting list',
  charityAccount: 'Charity registered',
  consultantAccount: 'Consultant account',
  application: 'Consultant application',
  project: 'Project requested',
  pricingEnquiry: 'Pricing enquiry',
} as const;

export const ADMIN_TEXTS = {
  noPendingApplications: 'No Pending Applications',
  noApprovedConsultants: 'No approved consultants found',
  noSubmissions: 'No submissions yet',
  applicationsLoadFailed: 'Failed to load consultant applications. Please refresh the page.',
  errorLoadingData: 'Error Loading Data',
  registrationsAuthRequired: 'Authentication required to view consultant registrations',
  adminLoginRequired: 'You need to be logged in as an admin to access this page.',
  fetchCharitiesFailed: 'Failed to fetch charity data',
  fetchConsultantsFailed: 'Failed to fetch consultant data',
  fetchSignedTermsFailed: 'Failed to fetch signed terms records',
  missingRequiredFields: 'Please fill in all required fields',
  termsAccepted: 'Terms Accepted',
  termsPending: 'Terms Pending',
  needsPasswordChange: 'Needs Password Change',
  passwordSet: 'Password Set',
  readyForOnboarding: 'Ready for Onboarding',
  /** The reason stays with the review record; the applicant's mail never quotes it (issue 10 decisions). */
  rejectReasonLabel: "Reason (optional, kept for the team's record, not sent to the applicant)",
  /** Spec 001 §8 "Dual-role dashboard": the Admin View's fallbacks when the server sends no message. */
  dualRolePreListedFailed: 'Failed to create pre-listed consultant',
  dualRoleAssignFailed: 'Failed to assign temporary credentials',
  loadCredentialsFailed: (message: string) => `Error loading credentials: ${message}`,
  loadConsultantsFailed: (message: string) => `Error loading consultants: ${message}`,
  /** DECISIONS D6: the owner account is dual-role by its e-mail, but only an admin may see admin data. */
  ownerNotAdminTitle: 'Admin access not granted',
  ownerNotAdmin:
    'This is the owner account, so it opens the dual-role dashboard, but it has no admin rights: admin data is shown to admins only. Sign in with an admin account to manage consultants, credentials and submissions.',
} as const;

/** Add Consultant (issue 16): one screen for the spec's three ways to add a consultant (001 §2, §3). */
export const ADD_CONSULTANT_TEXTS = {
  title: 'Add Consultant',
  subtitle: 'Add a consultant the team already knows. Choose how much of their profile you enter now.',
  preListedTab: 'Pre-listed consultant',
  preListedAbout:
    'The short form: name, contact, expertise and a summary. They sign in with the temporary credentials, accept the terms, set their password and can complete the rest of their profile.',
  fullAccountTab: 'Full consultant account',
  fullAccountAbout:
    'The whole profile now (summary and previous experience of at least 50 characters), approved or not and featured or not. They sign in with the temporary credentials and complete onboarding.',
  awaitingTitle: 'Consultants still onboarding',
  awaitingAbout: 'Consultants who have not yet set their own password or accepted the terms.',
} as const;

/**
 * The project moves an admin is offered (DECISIONS D8); the server's status policy is the authority and
 * answers 409 for anything else.
 */
export const ADMIN_PROJECT_MOVES: Record<ProjectStatus, readonly ProjectStatus[]> = {
  pending: ['matching', 'cancelled'],
  matching: ['in_progress', 'cancelled'],
  in_progress: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};
