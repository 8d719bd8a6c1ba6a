/**
 * Reviews and case studies (issue 18, DECISIONS D18): limits, messages and the shapes the screens share.
 * The charity reviews the consultant (public once published); the consultant reviews working with the
 * charity (for the team only). Case studies reach the profile only with the charity's recorded consent.
 */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;
export const REPLY_TEXT_MIN = 2;
export const REPLY_TEXT_MAX = 2000;
/** Days after completion during which either side may review. */
export const REVIEW_WINDOW_DAYS = 30;
/** Days after completion at which submitted reviews are published even if the other side has not reviewed. */
export const REVIEW_BLIND_DAYS = 14;
/** Days after completion at which a side that has not reviewed is reminded (once each). */
export const REVIEW_REMINDER_DAYS = [7, 21] as const;
/** The average shows from this many published reviews upward (the count always shows). */
export const RATING_MIN_REVIEWS = 3;
/** How many of the latest published reviews the public profile lists. */
export const PROFILE_REVIEWS_LIMIT = 10;
export const MODERATION_REASON_MIN = 5;
export const MODERATION_REASON_MAX = 500;

export const CASE_STUDY_TITLE_MAX = 200;
export const CASE_STUDY_FIGURES_MAX = 3;
export const CASE_STUDY_FIGURE_VALUE_MAX = 40;
export const CASE_STUDY_FIGURE_LABEL_MAX = 200;
/** Characters of title, challenge, approach, outcome and figures together. */
export const CASE_STUDY_TOTAL_MIN = 100;
export const CASE_STUDY_TOTAL_MAX = 3000;

export const REVIEW_SIDES = ['charity', 'consultant'] as const;
export type ReviewSide = (typeof REVIEW_SIDES)[number];

export const REVIEW_STATES = ['pending', 'published', 'hidden'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const CASE_STUDY_STATES = ['pending', 'approved', 'declined', 'withdrawn'] as const;
export type CaseStudyState = (typeof CASE_STUDY_STATES)[number];

export const CASE_STUDY_STATE_LABELS: Record<CaseStudyState, string> = {
  pending: 'Waiting for the charity’s approval',
  approved: 'Published on your profile',
  declined: 'Declined by the charity',
  withdrawn: 'Consent withdrawn by the charity',
};

const ratingRange = `${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX}`;

export const REVIEW_MESSAGES = {
  notFound: 'Project not found',
  reviewNotFound: 'Review not found',
  caseStudyNotFound: 'Case study not found',
  notCompleted: 'Reviews open once the project is completed',
  windowClosed: `Reviews close ${REVIEW_WINDOW_DAYS} days after the project was completed`,
  alreadyReviewed: 'You have already reviewed this project',
  ratingInvalid: (field: string) => `${field} must be a whole number from ${ratingRange}`,
  textTooShort: `Please write at least ${REVIEW_TEXT_MIN} characters`,
  textTooLong: `Please keep the review to ${REVIEW_TEXT_MAX} characters`,
  anonymousInvalid: 'Anonymous must be true or false',
  replyTooShort: `Please write at least ${REPLY_TEXT_MIN} characters`,
  replyTooLong: `Please keep the reply to ${REPLY_TEXT_MAX} characters`,
  alreadyReplied: 'You have already replied to this review',
  replyNotOpen: 'You can reply once the review is published',
  hiddenInvalid: 'Hidden must be true',
  reasonTooShort: `Please give a reason of at least ${MODERATION_REASON_MIN} characters`,
  reasonTooLong: `Please keep the reason to ${MODERATION_REASON_MAX} characters`,
  alreadyHidden: 'This review is already hidden',
  notPublished: 'Only a published review can be hidden',
  caseStudyNotCompleted: 'A case study can be written once the project is completed',
  titleRequired: 'Please give the case study a title',
  titleTooLong: `Please keep the title to ${CASE_STUDY_TITLE_MAX} characters`,
  sectionRequired: (field: string) => `Please describe the ${field}`,
  figuresTooMany: `Please give at most ${CASE_STUDY_FIGURES_MAX} figures`,
  figureInvalid: `Each figure needs a value (up to ${CASE_STUDY_FIGURE_VALUE_MAX} characters) and a label (up to ${CASE_STUDY_FIGURE_LABEL_MAX})`,
  totalTooShort: `A case study needs at least ${CASE_STUDY_TOTAL_MIN} characters in all`,
  totalTooLong: `A case study may have at most ${CASE_STUDY_TOTAL_MAX} characters in all`,
  namedInvalid: 'Named must be true or false',
  notPending: 'Only a case study waiting for approval can be approved or declined',
  notApproved: 'Consent can only be withdrawn from an approved case study',
} as const;

/** POST /api/projects/{id}/reviews by the charity: the consultant's work. */
export interface CharityReviewRequest {
  expertise: number;
  communication: number;
  impact: number;
  text: string;
  anonymous: boolean;
}

/** POST /api/projects/{id}/reviews by the consultant: working with the charity (for the team only). */
export interface ConsultantReviewRequest {
  rating: number;
  text: string;
}

export interface ReviewReplyRequest {
  text: string;
}

/** PATCH /api/admin/reviews/{id}. */
export interface HideReviewRequest {
  hidden: true;
  reason: string;
}

/** One review as a party to the project sees it. */
export interface ReviewView {
  id: number;
  side: ReviewSide;
  /** Charity's review: the three ratings; the consultant's: null. */
  expertise: number | null;
  communication: number | null;
  impact: number | null;
  /** Consultant's review: the one rating; the charity's: null. */
  rating: number | null;
  text: string;
  anonymous: boolean;
  submittedAt: string;
  publishedAt: string | null;
  hidden: boolean;
  reply: ReviewReply | null;
}

export interface ReviewReply {
  text: string;
  repliedAt: string;
}

/** GET /api/projects/{id}/reviews: what the caller may see (D18 double-blind). */
export interface ProjectReviewsView {
  projectId: number;
  projectTitle: string;
  side: ReviewSide;
  /** The other party as the caller knows them: the consultant's first name, or the charity's name. */
  otherPartyName: string;
  completedAt: string;
  /** The last moment a review is accepted. */
  reviewableUntil: string;
  /** Whether the caller may still send their review. */
  canReview: boolean;
  own: ReviewView | null;
  /** Only the charity's review, only to the consultant, only once published (never the consultant's to the charity). */
  received: ReviewView | null;
  /** The consultant may reply once to the published charity review. */
  canReply: boolean;
}

/** `{ average, count }`: average of published, visible reviews' scores to one decimal, null under RATING_MIN_REVIEWS. */
export interface ConsultantRating {
  average: number | null;
  count: number;
}

/** A published review on the public profile (D4: no names of people; the charity by organisation or cause). */
export interface PublicReview {
  id: number;
  /** Mean of the three ratings, one decimal. */
  score: number;
  expertise: number;
  communication: number;
  impact: number;
  text: string;
  /** The organisation, or 'A charity in {cause}' when the charity chose anonymity. */
  charity: string;
  publishedAt: string;
  reply: ReviewReply | null;
}

export interface CaseStudyFigure {
  value: string;
  label: string;
}

/** POST /api/projects/{id}/case-study. */
export interface CaseStudyRequest {
  title: string;
  challenge: string;
  approach: string;
  outcome: string;
  figures?: CaseStudyFigure[];
}

export interface ApproveCaseStudyRequest {
  named: boolean;
}

/** A case study as the profile shows it. */
export interface PublicCaseStudy {
  id: number;
  title: string;
  challenge: string;
  approach: string;
  outcome: string;
  figures: CaseStudyFigure[];
  /** The organisation when the charity agreed to be named, else 'A charity in {cause}'. */
  charity: string;
  publishedAt: string | null;
}

/** GET /api/projects/{id}/case-study for the consultant and the charity: the draft, its state, and the exact preview. */
export interface CaseStudyView {
  id: number;
  projectId: number;
  projectTitle: string;
  state: CaseStudyState;
  version: number;
  title: string;
  challenge: string;
  approach: string;
  outcome: string;
  figures: CaseStudyFigure[];
  /** As approved; null until approved. */
  named: boolean | null;
  updatedAt: string;
  /** Exactly what the profile would show, named and anonymised. */
  preview: { named: PublicCaseStudy; anonymous: PublicCaseStudy };
}

/** GET /api/projects/{id}/case-study when none exists yet: who may write it. */
export interface CaseStudyStatus {
  projectId: number;
  projectTitle: string;
  caseStudy: CaseStudyView | null;
  /** The consultant may write (or edit) one now. */
  canEdit: boolean;
}

/** Public profile: GET /api/consultants/{id} adds these to the directory entry. */
export interface ConsultantProfileExtras {
  rating: ConsultantRating;
  reviews: PublicReview[];
  caseStudies: PublicCaseStudy[];
}

/** GET /api/admin/reviews: one row per review, both sides (the team sees the consultant's review too). */
export interface AdminReviewRow {
  id: number;
  projectId: number;
  projectTitle: string;
  side: ReviewSide;
  state: ReviewState;
  consultantId: number;
  consultantName: string;
  charityName: string;
  /** The charity's review: mean of its ratings; the consultant's: its rating. */
  score: number;
  text: string;
  anonymous: boolean;
  submittedAt: string;
  publishedAt: string | null;
  hiddenAt: string | null;
  hiddenReason: string | null;
  reply: string | null;
}

/** Shown with every review form and on the profile. */
export const REVIEW_TEXTS = {
  charityFormTitle: 'Review the consultant',
  consultantFormTitle: 'Review working with the charity',
  consultantFormHint: 'Your review is for the CharityBridge team only; the charity never sees it.',
  blindHint: `Neither side sees the other’s review until both have sent theirs or ${REVIEW_BLIND_DAYS} days have passed.`,
  expertise: 'Expertise',
  communication: 'Communication',
  impact: 'Impact',
  rating: 'Rating',
  text: 'Your review',
  anonymous: 'Do not show our organisation’s name (shown as “A charity in …”)',
  submit: 'Send review',
  sent: 'Thank you, your review is saved.',
  reply: 'Your public reply',
  sendReply: 'Send reply',
  replyHeading: 'Reply from the consultant',
  noRating: (count: number) => (count === 0 ? 'No reviews yet' : `${count} review${count === 1 ? '' : 's'}: an average shows from ${RATING_MIN_REVIEWS}`),
  ratingSummary: (average: number, count: number) => `${average.toFixed(1)} out of 5 from ${count} review${count === 1 ? '' : 's'}`,
  reviewsHeading: 'Reviews',
  caseStudiesHeading: 'Case studies',
} as const;

/** 'A charity in {cause}' (or 'A charity' without a cause): the anonymous label of a charity (D18). */
export const anonymousCharityLabel = (cause: string | null | undefined): string => (cause && cause.trim() ? `A charity in ${cause.trim()}` : 'A charity');
