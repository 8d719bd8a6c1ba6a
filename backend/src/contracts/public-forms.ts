/** Public forms (spec 000 §5, 001 §3, §5, §8; DECISIONS D11): get matched, pricing enquiry, waiting lists, visits. */

/** Column widths of pricing_enquiries, form_submissions and the waiting-list tables. */
export const PUBLIC_FORM_MAX_LENGTH = { name: 200, email: 255, phone: 50, shortText: 200, yearsExperience: 50, text: 5000 } as const;

export const ENQUIRY_NAME_MIN_LENGTH = 2;
export const SUPPORT_NEEDED_MIN_LENGTH = 10;

export const PRICING_ENQUIRY_MESSAGES = {
  fullName: 'Please enter your full name',
  organisationName: 'Please enter your organisation name',
  email: 'Please enter a valid email address',
  supportNeeded: 'Please describe the support you need (minimum 10 characters)',
} as const;

export const GET_MATCHED_MESSAGES = {
  fullName: 'Full name is required',
  organisationName: 'Organisation name is required',
  email: 'Please enter a valid email address',
  supportNeeded: 'Please provide at least 10 characters describing the support you need',
} as const;

/** Both enquiry forms answer with this text on success (spec 000 §8). */
export const ENQUIRY_SUBMITTED_MESSAGE = 'Enquiry submitted successfully';

export const WAITING_LIST_NAME_MIN_LENGTH = 2;
export const WAITING_LIST_EXPERTISE_MIN_LENGTH = 10;

export const CHARITY_EXPERIENCE_LEVELS = ['extensive', 'some', 'none'] as const;
export type CharityExperienceLevel = (typeof CHARITY_EXPERIENCE_LEVELS)[number];
export const CHARITY_EXPERIENCE_LABELS: Record<CharityExperienceLevel, string> = {
  extensive: 'Extensive',
  some: 'Some',
  none: 'None',
};

export const WAITING_LIST_AVAILABILITY = ['full_time', 'part_time', 'project_based', 'occasional'] as const;
export type WaitingListAvailability = (typeof WAITING_LIST_AVAILABILITY)[number];
export const WAITING_LIST_AVAILABILITY_LABELS: Record<WaitingListAvailability, string> = {
  full_time: 'Full time',
  part_time: 'Part time',
  project_based: 'Project based',
  occasional: 'Occasional',
};

export const CURRENT_CONSULTING_OPTIONS = ['yes', 'no', 'interested'] as const;
export type CurrentConsulting = (typeof CURRENT_CONSULTING_OPTIONS)[number];
export const CURRENT_CONSULTING_LABELS: Record<CurrentConsulting, string> = {
  yes: 'Yes',
  no: 'No',
  interested: 'Interested',
};

/** The spec's texts where it gives them; the rest (marked) are ours, in the same voice. */
export const WAITING_LIST_MESSAGES = {
  charityName: 'Please enter your charity name', // ours
  contactName: 'Please enter your name', // ours
  email: 'Please enter a valid email address',
  charitySize: 'Please select your charity size',
  fullName: 'Please enter your full name', // ours
  currentRole: 'Please describe your current role',
  yearsExperience: 'Please specify your years of experience',
  expertiseAreas: 'Please describe your expertise areas',
  charityExperience: 'Please select your charity sector experience', // ours
  availability: 'Please select your availability', // ours
  currentConsulting: 'Please select whether you consult at the moment', // ours
  joined: "Thank you for joining the waiting list. We'll be in touch soon.",
  updated: "Your waiting-list entry has been updated. We'll be in touch soon.",
  /** The screen's failure text (spec 000 §8); {email} is the configured contact address. */
  submissionFailed: (email: string) => `Submission failed. Please try again or email us directly at ${email}.`,
} as const;

/** Visits (D11): what one track-visit may carry. */
export const VISIT_PAGE_MAX_LENGTH = 500;
export const VISITOR_ID_MAX_LENGTH = 100;
export const VISIT_USER_AGENT_MAX_LENGTH = 500;
export const VISIT_RETENTION_MONTHS = 13;
export const ANALYTICS_DAYS = 30;
export const VISIT_MESSAGES = {
  page: 'Page must be a path starting with /',
  visitorId: 'Visitor id must be 1 to 100 letters, digits, dashes or underscores',
} as const;
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** Admin lists of these tables (newest first). */
export const FORM_LIST_PAGE_SIZE_DEFAULT = 50;
export const FORM_LIST_PAGE_SIZE_MAX = 200;
export const FORM_LIST_MESSAGES = {
  pageInvalid: 'Page must be a whole number from 1',
  pageSizeInvalid: `Page size must be a whole number from 1 to ${FORM_LIST_PAGE_SIZE_MAX}`,
  formatInvalid: "Format must be 'json' or 'csv'",
} as const;

/** Public pages listed in /sitemap.xml (each consultant profile is added from the database). */
export const SITEMAP_PUBLIC_PATHS = ['/', '/about', '/pricing', '/consultants', '/get-matched', '/book-a-call', '/waiting-list', '/register', '/consultant-application', '/terms', '/privacy'] as const;
/** Kept out of search engines by /robots.txt: the API, the admin and member areas, one-time links. */
export const ROBOTS_DISALLOWED_PATHS = [
  '/api/',
  '/admin',
  '/charity-dashboard',
  '/consultant-dashboard',
  '/dual-role-dashboard',
  '/dashboard',
  '/consultant-onboarding',
  '/pre-listed-consultant-onboarding',
  '/consultant-setup',
  '/project-request',
  '/projects/',
  '/reset-password',
  '/terms-popup',
  '/privacy-popup',
] as const;
