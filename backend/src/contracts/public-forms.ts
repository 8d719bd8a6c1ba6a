import { MEMBERSHIP_TIERS, REVENUE_BANDS, type MembershipTier } from './membership';

/**
 * The public enquiry and waiting-list forms (spec 000 §5/§8, spec 001 §5/§8, issue 8): field rules,
 * allowed values and messages, shared by the request DTOs and the screens. Where the spec gives no
 * message for a rule, the text here is ours (docs/decisions.md, issue 8).
 */
export const PUBLIC_FORM_NAME_MIN_LENGTH = 2;
export const SUPPORT_NEEDED_MIN_LENGTH = 10;
export const EXPERTISE_AREAS_MIN_LENGTH = 10;
/** Column widths of the enquiry and waiting-list tables. */
export const PUBLIC_FORM_MAX_LENGTH = { name: 200, email: 255, phone: 50, shortText: 200, text: 5000 } as const;

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

/** Toasts and fallbacks of both enquiry forms (spec 000 §8: "Get-matched: same texts"). */
export const ENQUIRY_TEXTS = {
  success: 'Enquiry submitted successfully',
  errorTitle: 'Error',
  failure: 'Failed to submit enquiry. Please try again.',
} as const;

/** charitySize uses the membership tiers and D9's one set of revenue bands. */
export const CHARITY_SIZES = MEMBERSHIP_TIERS;
export type CharitySize = MembershipTier;
export const CHARITY_SIZE_LABELS: Record<CharitySize, string> = {
  small: `Small (${REVENUE_BANDS.small.toLowerCase()} annual income)`,
  medium: `Medium (${REVENUE_BANDS.medium} annual income)`,
  large: `Large (${REVENUE_BANDS.large.toLowerCase()} annual income)`,
};

export const CHARITY_EXPERIENCE_LEVELS = ['extensive', 'some', 'none'] as const;
export type CharityExperienceLevel = (typeof CHARITY_EXPERIENCE_LEVELS)[number];
export const CHARITY_EXPERIENCE_LABELS: Record<CharityExperienceLevel, string> = {
  extensive: 'Extensive: I have worked in or with charities for years',
  some: 'Some: I have worked with a few charities',
  none: 'None yet, but I would like to',
};

export const CONSULTANT_AVAILABILITY_OPTIONS = ['full_time', 'part_time', 'project_based', 'occasional'] as const;
export type ConsultantAvailabilityOption = (typeof CONSULTANT_AVAILABILITY_OPTIONS)[number];
export const CONSULTANT_AVAILABILITY_LABELS: Record<ConsultantAvailabilityOption, string> = {
  full_time: 'Full time',
  part_time: 'Part time',
  project_based: 'Project based',
  occasional: 'Occasional',
};

export const CURRENT_CONSULTING_OPTIONS = ['yes', 'no', 'interested'] as const;
export type CurrentConsultingOption = (typeof CURRENT_CONSULTING_OPTIONS)[number];
export const CURRENT_CONSULTING_LABELS: Record<CurrentConsultingOption, string> = {
  yes: 'Yes, I consult already',
  no: 'No',
  interested: 'Not yet, but I am interested',
};

export const CHARITY_WAITING_LIST_MESSAGES = {
  charityName: 'Charity name must be at least 2 characters',
  contactName: 'Contact name must be at least 2 characters',
  email: 'Please enter a valid email address',
  charitySize: 'Please select your charity size',
} as const;

export const CONSULTANT_WAITING_LIST_MESSAGES = {
  fullName: 'Full name must be at least 2 characters',
  email: 'Please enter a valid email address',
  currentRole: 'Please describe your current role',
  yearsExperience: 'Please specify your years of experience',
  expertiseAreas: 'Please describe your expertise areas',
  charityExperience: 'Please select your charity sector experience',
  availability: 'Please select your availability',
  currentConsulting: 'Please select whether you consult already',
} as const;

/** Spec 000 §8: shown with the configured contact e-mail (or without an address when none is configured). */
export const waitingListFailureMessage = (email?: string) =>
  email
    ? `Submission failed. Please try again or email us directly at ${email}.`
    : 'Submission failed. Please try again.';

/** POST /api/pricing-enquiry and POST /api/get-matched (spec 000 §7). */
export interface PublicEnquiryRequest {
  fullName: string;
  organisationName: string;
  email: string;
  supportNeeded: string;
}

/** POST /api/waiting-list/charity (spec 001 §3). */
export interface CharityWaitingListRequest {
  charityName: string;
  contactName: string;
  email: string;
  phone?: string | null;
  charitySize: CharitySize;
  primaryNeed?: string | null;
  currentChallenges?: string | null;
}

/** POST /api/waiting-list/consultant (spec 001 §3). */
export interface ConsultantWaitingListRequest {
  fullName: string;
  email: string;
  phone?: string | null;
  currentRole: string;
  yearsExperience: string;
  expertiseAreas: string;
  charityExperience: CharityExperienceLevel;
  availability: ConsultantAvailabilityOption;
  motivations?: string | null;
  currentConsulting: CurrentConsultingOption;
}

/** POST /api/track-visit (spec 000 §7). */
export interface TrackVisitRequest {
  page: string;
  visitorId: string;
}
