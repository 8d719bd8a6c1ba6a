import type { ExpertiseKey } from './expertise';
import type { MembershipTier } from './membership';

/** Issue 17 / DECISIONS D17: a need is what a charity asked help for, whichever door it came through. */
export const NEED_KINDS = ['project', 'introduction', 'get_matched'] as const;
export type NeedKind = (typeof NEED_KINDS)[number];

export const NEED_STATES = ['open', 'shortlisted', 'chosen', 'accepted', 'introduced', 'assigned', 'declined', 'withdrawn', 'expired'] as const;
export type NeedState = (typeof NEED_STATES)[number];

export const NEED_STATE_LABELS: Record<NeedState, string> = {
  open: 'Open',
  shortlisted: 'Shortlisted',
  chosen: 'Chosen',
  accepted: 'Accepted',
  introduced: 'Introduced',
  assigned: 'Assigned',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
};

/** Why a charity declined a whole shortlist (published as an enum in OpenAPI). `other` needs a note. */
export const CHARITY_DECLINE_REASONS = ['none_suitable', 'timing_changed', 'found_elsewhere', 'no_longer_needed', 'other'] as const;
export type CharityDeclineReason = (typeof CHARITY_DECLINE_REASONS)[number];
export const CHARITY_DECLINE_REASON_LABELS: Record<CharityDeclineReason, string> = {
  none_suitable: 'None of these consultants suits us',
  timing_changed: 'Our timing has changed',
  found_elsewhere: 'We found help elsewhere',
  no_longer_needed: 'We no longer need help',
  other: 'Other',
};

/** Why a consultant declined a match request. `other` needs a note. */
export const CONSULTANT_DECLINE_REASONS = ['no_capacity', 'outside_expertise', 'conflict_of_interest', 'timing', 'other'] as const;
export type ConsultantDeclineReason = (typeof CONSULTANT_DECLINE_REASONS)[number];
export const CONSULTANT_DECLINE_REASON_LABELS: Record<ConsultantDeclineReason, string> = {
  no_capacity: 'I have no capacity at the moment',
  outside_expertise: 'This is outside my expertise',
  conflict_of_interest: 'I have a conflict of interest',
  timing: 'The timing does not work for me',
  other: 'Other',
};

/** Every reason a move may carry: the two decline lists, plus the system's own and the admins' withdrawals. */
export const NEED_MOVE_REASONS = [
  ...CHARITY_DECLINE_REASONS.filter((reason) => reason !== 'other'),
  ...CONSULTANT_DECLINE_REASONS.filter((reason) => reason !== 'other'),
  'no_answer_48h',
  'project_cancelled',
  'introduction_declined',
  'other',
] as const;
export type NeedMoveReason = (typeof NEED_MOVE_REASONS)[number];
/** How the admin's history of a request reads each reason (issue 16 "Words, not keys"): who declined, and why. */
export const NEED_MOVE_REASON_LABELS: Record<NeedMoveReason, string> = {
  none_suitable: `Charity declined: ${CHARITY_DECLINE_REASON_LABELS.none_suitable}`,
  timing_changed: `Charity declined: ${CHARITY_DECLINE_REASON_LABELS.timing_changed}`,
  found_elsewhere: `Charity declined: ${CHARITY_DECLINE_REASON_LABELS.found_elsewhere}`,
  no_longer_needed: `Charity declined: ${CHARITY_DECLINE_REASON_LABELS.no_longer_needed}`,
  no_capacity: `Consultant declined: ${CONSULTANT_DECLINE_REASON_LABELS.no_capacity}`,
  outside_expertise: `Consultant declined: ${CONSULTANT_DECLINE_REASON_LABELS.outside_expertise}`,
  conflict_of_interest: `Consultant declined: ${CONSULTANT_DECLINE_REASON_LABELS.conflict_of_interest}`,
  timing: `Consultant declined: ${CONSULTANT_DECLINE_REASON_LABELS.timing}`,
  no_answer_48h: 'No answer within 48 hours',
  project_cancelled: 'The project was cancelled',
  introduction_declined: 'The introduction was declined',
  other: 'Other',
};

/** Where each consultant on a shortlist stands (one match request each). */
export const MATCH_REQUEST_STATES = ['proposed', 'chosen', 'not_chosen', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type MatchRequestState = (typeof MATCH_REQUEST_STATES)[number];
export const MATCH_REQUEST_STATE_LABELS: Record<MatchRequestState, string> = {
  proposed: 'Proposed, waiting for the charity',
  chosen: 'Chosen, waiting for the consultant',
  not_chosen: 'Not chosen',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'No answer in time',
  withdrawn: 'Withdrawn',
};

/** The scoring factors (D17), in the order they are shown. */
export const MATCH_FACTOR_KEYS = [
  'expertise_overlap',
  'available_now',
  'years_experience',
  'similar_charities',
  'track_record',
  'current_load',
  'responsiveness',
  'named_by_requester',
] as const;
export type MatchFactorKey = (typeof MATCH_FACTOR_KEYS)[number];

/** The factors' names on the admin screen (their sentences come from the scorer). */
export const MATCH_FACTOR_LABELS: Record<MatchFactorKey, string> = {
  expertise_overlap: 'Expertise',
  available_now: 'Available now',
  years_experience: 'Experience',
  similar_charities: 'Similar charities',
  track_record: 'Track record',
  current_load: 'Current load',
  responsiveness: 'Responsiveness',
  named_by_requester: 'Named by the requester',
};

/** What the admin matching screen tells the admin after a shortlist (issue 17). */
export const MATCHING_TOASTS = {
  shortlistSent: { title: 'Shortlist sent', description: 'The requester has been mailed a link to choose.' },
  shortlistFailed: { title: 'The shortlist was not sent' },
} as const;

/**
 * The weights, kept once (D17; documented in docs/decisions/17-matching.md). Whole points, so equal inputs
 * give equal sums on every machine and ties are broken by the consultant id alone.
 */
export const MATCH_WEIGHTS = {
  /** Points for covering every area asked for; a share of it for covering some. */
  expertiseFull: 40,
  availableNow: 15,
  /** One point a year of experience, up to this. */
  yearsExperienceMax: 10,
  /** Per completed project for a charity of the same size band, and per one with the same cause. */
  similarCharityPerProject: 3,
  similarCharitiesMax: 12,
  /** Per completed project, up to the maximum. */
  trackRecordPerProject: 2,
  trackRecordMax: 10,
  /** Added to the track record for a published review average (D18: shown from 3 reviews) of at least 4.5, of at least 4, or under 3. */
  ratingExcellentFrom: 4.5,
  ratingExcellent: 6,
  ratingGoodFrom: 4,
  ratingGood: 3,
  ratingPoorUnder: 3,
  ratingPoor: -3,
  /** Taken off per project in progress. */
  loadPerProject: -4,
  /** Median answer time within these hours earns these points. */
  responsivenessFastHours: 12,
  responsivenessFast: 8,
  responsivenessWithinDayHours: 24,
  responsivenessWithinDay: 4,
  /** A median beyond the answer window (expired requests count as the full window). */
  responsivenessSlow: -4,
  namedByRequester: 20,
} as const;

/** A consultant with this many projects in progress is at the limit and listed apart. */
export const MATCH_LOAD_LIMIT = 3;
/** The chosen consultant answers within this many hours; reminded halfway. */
export const MATCH_ANSWER_HOURS = 48;
export const MATCH_REMINDER_HOURS = 24;
/** The mailed shortlist link is valid this many days. */
export const MATCH_LINK_DAYS = 14;
/** No shortlist this long after arrival: overdue (the 24-hour promise). */
export const NEED_OVERDUE_HOURS = 24;
export const SHORTLIST_MIN = 1;
export const SHORTLIST_MAX = 3;
/** The admin's note beside each shortlisted consultant. */
export const SHORTLIST_NOTE_MAX = 1000;
/** The candidates call scores at most this many pre-filtered consultants. */
export const MATCH_CANDIDATE_POOL = 300;

export const EXCLUSION_REASONS = ['unavailable', 'at_load_limit', 'declined_this_need'] as const;
export type ExclusionReason = (typeof EXCLUSION_REASONS)[number];
export const EXCLUSION_REASON_TEXTS: Record<ExclusionReason, string> = {
  unavailable: 'Not available now (switched off, or not confirmed in the last 30 days)',
  at_load_limit: `Already has ${MATCH_LOAD_LIMIT} projects in progress`,
  declined_this_need: 'Already declined this request',
};

export const MATCHING_MESSAGES = {
  needNotFound: 'Request not found',
  matchNotFound: 'Shortlist not found',
  matchRequestNotFound: 'Match request not found',
  linkExpired: 'This link has expired. Please contact us and we will send a new one.',
  moveRefused: (from: NeedState, to: NeedState) => `A request that is ${NEED_STATE_LABELS[from].toLowerCase()} cannot become ${NEED_STATE_LABELS[to].toLowerCase()}`,
  concurrentMove: 'Someone else changed this request at the same time. Please reload and try again.',
  shortlistSize: `Choose between ${SHORTLIST_MIN} and ${SHORTLIST_MAX} consultants`,
  shortlistDuplicate: 'Each consultant can appear on a shortlist only once',
  consultantNotShortlistable: 'This consultant is not approved or not available now',
  notOnShortlist: 'That consultant is not on this shortlist',
  alreadyChosen: 'A consultant has already been chosen for this request',
  answerClosed: 'This request can no longer be answered',
  reasonInvalid: 'Please choose a reason from the list',
  noteRequired: 'Please tell us more in the note',
} as const;

export interface MatchFactorView {
  key: MatchFactorKey;
  points: number;
  reason: string;
}

export interface MatchCandidateView {
  consultantId: number;
  name: string;
  score: number;
  factors: MatchFactorView[];
  /** What the consultant offers: the admin screen filters by it. (Every ranked candidate is available now.) */
  expertise: ExpertiseKey[];
}

export interface MatchExcludedView {
  consultantId: number;
  name: string;
  reason: string;
  reasonKey: ExclusionReason;
}

export interface MatchCandidatesView {
  data: MatchCandidateView[];
  excluded: MatchExcludedView[];
}

export interface NeedMoveView {
  fromState: NeedState | null;
  toState: NeedState;
  reason: NeedMoveReason | null;
  /** The reason in words (NEED_MOVE_REASON_LABELS), null without one. */
  reasonLabel: string | null;
  note: string | null;
  actorUserId: number | null;
  /** Who moved it (full name, to admins); null when the system or the requester did. */
  actorName: string | null;
  movedAt: string;
}

export interface NeedSummaryView {
  id: number;
  kind: NeedKind;
  sourceId: number;
  state: NeedState;
  organisation: string | null;
  contactFirstName: string | null;
  expertise: ExpertiseKey[];
  sizeBand: MembershipTier | null;
  cause: string | null;
  timeline: string | null;
  namedConsultantId: number | null;
  createdAt: string;
  stateChangedAt: string;
  overdue: boolean;
  version: number;
}

export interface ShortlistEntryView {
  matchRequestId: number;
  consultantId: number;
  name: string;
  note: string | null;
  state: MatchRequestState;
  /** The state in words (MATCH_REQUEST_STATE_LABELS). */
  stateLabel: string;
}

export interface NeedDetailView extends NeedSummaryView {
  description: string;
  history: NeedMoveView[];
  shortlist: ShortlistEntryView[];
  /** A shortlist can be sent now (the need is open, or the last round came back). */
  canShortlist: boolean;
}

export interface ShortlistRequest {
  candidates: Array<{ consultantId: number; note?: string }>;
}

/** A consultant on the charity's shortlist page: the public profile card (D4: first name only), our reasons, the note. */
export interface ShortlistCardView {
  consultantId: number;
  firstName: string;
  expertise: ExpertiseKey[];
  yearsExperience: number;
  profileSummary: string | null;
  profileImageUrl: string | null;
  note: string | null;
  reasons: MatchFactorView[];
  state: string;
}

/** GET /api/matches/{token}: one shortlist through the mailed link (or by id for the signed-in charity). */
export interface MatchShortlistView {
  shortlistId: number;
  needState: NeedState;
  organisation: string | null;
  expertise: ExpertiseKey[];
  createdAt: string;
  expiresAt: string;
  /** True while the charity may still choose one or decline all. */
  open: boolean;
  chosenConsultantId: number | null;
  candidates: ShortlistCardView[];
}

/** GET /api/match-requests: what the consultant is asked; the requester as organisation and first name only. */
export interface MatchRequestView {
  id: number;
  state: string;
  organisation: string | null;
  contactFirstName: string | null;
  expertise: ExpertiseKey[];
  timeline: string | null;
  description: string;
  chosenAt: string | null;
  dueAt: string | null;
  answeredAt: string | null;
}

export interface DeclineRequest<Reason extends string> {
  reason: Reason;
  note?: string;
}

/** GET /api/admin/matching/metrics?days=: the 24-hour promise, measured (D17). */
export const MATCHING_METRICS_DAYS_DEFAULT = 90;
export const MATCHING_METRICS_DAYS_MAX = 365;

export interface DurationStats {
  /** Needs that reached the milestone in the window. */
  count: number;
  medianHours: number | null;
  p90Hours: number | null;
}

export interface FillRateRow {
  key: string;
  needs: number;
  accepted: number;
  /** accepted / needs, 0–1, two decimals. */
  rate: number;
}

export interface MatchingMetricsView {
  days: number;
  needsReceived: number;
  timeToShortlist: DurationStats;
  timeToAccepted: DurationStats;
  fillRateByExpertise: FillRateRow[];
  fillRateBySizeBand: FillRateRow[];
  declineReasons: Array<{ reason: string; count: number }>;
  overdueNow: number;
}
