import type { ConsultantProfileExtras, ConsultantRating } from './reviews';
import type { CursorPage } from './list-cursor';

/** The public consultant directory (spec 000 §2–§3, DECISIONS D4, D15). */
export const DIRECTORY_PAGE_SIZE_DEFAULT = 24;
export const DIRECTORY_PAGE_SIZE_MAX = 100;
export const DIRECTORY_SEARCH_MAX_LENGTH = 200;
/** Shorter words are not in MariaDB's full-text index (innodb_ft_min_token_size), so both engines skip them. */
export const DIRECTORY_SEARCH_MIN_WORD_LENGTH = 3;
/** Availability unconfirmed for longer shows as 'Coming Soon' and sorts after confirmed consultants (D15). */
export const AVAILABILITY_FRESH_DAYS = 30;

export const DIRECTORY_MESSAGES = {
  consultantNotFound: 'Consultant not found',
  pageInvalid: 'Page must be a whole number of at least 1',
  pageSizeInvalid: `Page size must be a whole number from 1 to ${DIRECTORY_PAGE_SIZE_MAX}`,
  availableInvalid: 'Available must be true or false',
  searchTooLong: `Search must be at most ${DIRECTORY_SEARCH_MAX_LENGTH} characters`,
  sortInvalid: "Sort must be 'default' or 'rating'",
} as const;

/** The public part of the consultant's account: `name` is the first name only (D4). */
export interface DirectoryConsultantUser {
  name: string;
  organisation: string | null;
  bio: string | null;
}

/**
 * One directory entry (spec 000 §3 "Directory entry") without e-mail, phone, username or surname (D4).
 * Also the answer of GET /api/consultants/{id}: every field the profile page lists is already here.
 */
export interface DirectoryConsultant {
  id: number;
  user: DirectoryConsultantUser;
  expertise: string[];
  /** What the consultant last said. */
  availability: boolean;
  /** ISO 8601; when availability was last set or confirmed (D15), null if never. */
  availabilityConfirmedAt: string | null;
  /** Available and confirmed within AVAILABILITY_FRESH_DAYS: the card shows 'Available', else 'Coming Soon'. */
  availableNow: boolean;
  yearsExperience: number;
  profileSummary: string | null;
  specializations: string | null;
  previousExperience: string | null;
  profileImageUrl: string | null;
  isApproved: boolean;
  isFeatured: boolean;
  /** Issue 18: published reviews' average (null under 3) and count, from the stored aggregate. */
  rating: ConsultantRating;
}

/** GET /api/consultants/{id}: the directory entry plus the latest reviews and the published case studies (D18). */
export type ConsultantProfile = DirectoryConsultant & ConsultantProfileExtras;

/** GET /api/consultants?sort=: the default order (featured, available, newest) or by rating, highest first. */
export const DIRECTORY_SORTS = ['default', 'rating'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];

/** GET /api/consultants. */
export interface DirectoryPage {
  data: DirectoryConsultant[];
  total: number;
  page: number;
  pageSize: number;
}

/** Directory card: the summary is cut here and at most this many expertise tags show (spec 000 §9). */
export const DIRECTORY_CARD_SUMMARY_LENGTH = 120;
export const DIRECTORY_CARD_MAX_TAGS = 3;

/** What the directory and profile screens say, to the letter where the spec words it (spec 000 §2, §8). */
export const DIRECTORY_TEXTS = {
  title: 'Meet Our Consultants',
  intro: 'Every consultant is handpicked and personally known to our team.',
  searchLabel: 'Search consultants',
  expertiseLabel: 'Expertise',
  allExpertise: 'All expertise areas',
  count: (n: number) => `${n} consultant${n === 1 ? '' : 's'} found`,
  empty: 'No consultants found',
  emptyHint: 'Try another search or expertise area.',
  available: 'Available',
  comingSoon: 'Coming Soon',
  notAvailable: 'Not Available',
  verified: 'Verified',
  pending: 'Pending',
  featured: 'Featured',
  viewProfile: 'View Profile',
  requestIntroduction: 'Request Introduction',
  registerCharity: 'Register Your Charity',
  applyConsultant: 'Apply to Become a Consultant',
  loadFailed: 'We could not load the consultants. Please try again.',
  notFoundTitle: 'Consultant Not Found',
  backToDirectory: 'Back to Directory',
  atCapacity: 'This consultant is currently at capacity and not taking on new introductions.',
  confirmedDaysAgo: (days: number) =>
    days <= 0 ? 'Availability confirmed today' : `Availability confirmed ${days} day${days === 1 ? '' : 's'} ago`,
  years: (years: number) => `${years}+ years`,
} as const;
/**
 * Issue 16: availability reads the same on the directory card and the profile. Three states, one label and one
 * explanation each: 'Available' (switched on and confirmed lately, D15), 'Coming Soon' (switched on but not
 * confirmed for AVAILABILITY_FRESH_DAYS), 'Not Available' (switched off: at capacity).
 */
export type AvailabilityState = 'available' | 'unconfirmed' | 'off';

export function availabilityStateOf(consultant: { availability: boolean; availableNow: boolean }): AvailabilityState {
  if (consultant.availableNow) return 'available';
  return consultant.availability ? 'unconfirmed' : 'off';
}

export const AVAILABILITY_LABELS: Record<AvailabilityState, string> = {
  available: DIRECTORY_TEXTS.available,
  unconfirmed: DIRECTORY_TEXTS.comingSoon,
  off: DIRECTORY_TEXTS.notAvailable,
};

/** Why Request Introduction is off, said the same way wherever the state shows. */
export const AVAILABILITY_EXPLANATIONS: Record<Exclude<AvailabilityState, 'available'>, string> = {
  unconfirmed: `${DIRECTORY_TEXTS.comingSoon}: this consultant has not confirmed their availability in the last ${AVAILABILITY_FRESH_DAYS} days. Introductions open again once they do.`,
  off: `${DIRECTORY_TEXTS.notAvailable}: ${DIRECTORY_TEXTS.atCapacity.charAt(0).toLowerCase()}${DIRECTORY_TEXTS.atCapacity.slice(1)}`,
};

/** D15: an available consultant confirmed longer ago than this gets the weekly "still available?" mail. */
export const AVAILABILITY_REMINDER_DAYS = 7;
/** D15: how long the mail's one-click links work. */
export const AVAILABILITY_LINK_VALID_DAYS = 14;

/** The pages GET /api/availability/confirm and /decline answer (self-contained HTML, D15). */
export const AVAILABILITY_LINK_PAGES = {
  confirmed: { title: 'Availability confirmed', text: 'Thank you. Your profile stays marked as available in the consultant directory.' },
  declined: { title: 'Availability switched off', text: 'Your profile now shows you as not available. Switch it back on from your dashboard whenever you are ready.' },
  expired: { title: 'This link has expired', text: 'The links in our availability e-mails work for 14 days. You can confirm or change your availability on your dashboard.' },
  used: { title: 'This link has already been used', text: 'Each availability link works once. You can confirm or change your availability on your dashboard.' },
  invalid: { title: 'This link is not valid', text: 'Please use the link exactly as it appears in the e-mail, or change your availability on your dashboard.' },
  dashboardLink: 'Go to your dashboard',
} as const;

/** GET /api/admin/stale-availability: an approved consultant whose 'Available' needs a new confirmation (D15). */
export interface StaleAvailabilityEntry {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  availability: boolean;
  availabilityConfirmedAt: string | null;
  /** Whole days since the last confirmation (null if never confirmed). */
  days: number | null;
  /** The newest confirmation mail still unanswered, if any. */
  reminderSentAt: string | null;
}

/** Longest unconfirmed first unless sorted: by page number or by `?cursor=` at any depth (issue 22). */
export type StaleAvailabilityPage = CursorPage<StaleAvailabilityEntry>;

export const UNMET_DEMAND_DAYS_DEFAULT = 90;
export const UNMET_DEMAND_DAYS_MAX = 365;
/** How many of the most frequent zero-result search texts the report lists. */
export const UNMET_DEMAND_TOP_SEARCHES = 50;

/** The unmet-demand CSV's "Source" column: where each figure was seen. */
export const UNMET_DEMAND_SOURCE_LABELS = {
  searchExpertise: 'Directory search by expertise',
  searchText: 'Directory search text',
  waitingList: 'Charity waiting-list need',
} as const;

export const ADMIN_REPORT_MESSAGES = {
  daysInvalid: `Days must be a whole number from 1 to ${UNMET_DEMAND_DAYS_MAX}`,
} as const;

/** GET /api/admin/unmet-demand. */
export interface UnmetDemandReport {
  days: number;
  since: string;
  searches: {
    total: number;
    byExpertise: Array<{ expertise: string; label: string; count: number }>;
    bySearchText: Array<{ searchText: string; count: number }>;
  };
  waitingList: {
    total: number;
    /** Charity waiting-list entries by primary need: an expertise key when the need names one, else the text. */
    byExpertise: Array<{ expertise: string | null; label: string; count: number }>;
  };
}
