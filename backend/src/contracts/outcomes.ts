import type { DurationStats, FillRateRow } from './matching';

/** Issue 18, the funnel and the outcomes report (docs/decisions/18-outcomes-funnel.md). */
export const OUTCOMES_DAYS_DEFAULT = 90;
export const OUTCOMES_DAYS_MAX = 730;
/** The consultant dashboard card: this many calendar months, the current one included. */
export const CONSULTANT_OUTCOME_MONTHS = 12;

export const OUTCOMES_MESSAGES = {
  daysInvalid: `Days must be a whole number from 1 to ${OUTCOMES_DAYS_MAX}`,
  formatInvalid: "Format must be 'json' or 'csv'",
  notConsultant: 'Only consultants have profile views',
} as const;

/** The steps of the funnel, in order; a conversion is each step's count over the previous one's. */
export const FUNNEL_STEPS = [
  'searches',
  'profileViews',
  'introductionRequests',
  'needs',
  'shortlists',
  'acceptedMatches',
  'projectsStarted',
  'projectsCompleted',
  'reviewed',
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export const FUNNEL_STEP_LABELS: Record<FunnelStep, string> = {
  searches: 'Directory searches',
  profileViews: 'Profile views',
  introductionRequests: 'Introduction requests',
  needs: 'Needs received',
  shortlists: 'Needs shortlisted',
  acceptedMatches: 'Accepted matches',
  projectsStarted: 'Projects started',
  projectsCompleted: 'Projects completed',
  reviewed: 'Reviews published',
};

export interface FunnelStepView {
  step: FunnelStep;
  label: string;
  count: number;
  /** count / previous step's count, two decimals; null for the first step or when the previous count is 0. */
  conversion: number | null;
}

export interface RatingRow {
  key: string;
  reviews: number;
  /** Mean of the published reviews' scores, one decimal. */
  average: number;
}

export interface RepeatCharities {
  /** Charities with at least one project created in the period. */
  charities: number;
  /** Of those, the ones with two or more. */
  repeat: number;
  /** repeat / charities, two decimals; null without charities. */
  share: number | null;
}

/** GET /api/admin/outcomes?days=90. */
export interface OutcomesReport {
  days: number;
  /** ISO 8601: the start of the period (now minus `days` days). */
  since: string;
  funnel: FunnelStepView[];
  /** Needs received in the period: from arrival to the accepted match, in hours. */
  timeToMatch: DurationStats;
  /** Projects completed in the period: from the request to completion, in hours. */
  timeToCompletion: DurationStats;
  fillRateByExpertise: FillRateRow[];
  fillRateBySizeBand: FillRateRow[];
  ratingByExpertise: RatingRow[];
  repeatCharities: RepeatCharities;
}

export interface ConsultantOutcomeMonth {
  /** YYYY-MM (UTC). */
  month: string;
  profileViews: number;
  introductionRequests: number;
}

/** GET /api/outcomes/mine: the signed-in consultant's last 12 months, oldest first. */
export interface ConsultantOutcomes {
  months: ConsultantOutcomeMonth[];
}
