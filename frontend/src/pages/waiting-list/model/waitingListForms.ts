import {
  CHARITY_EXPERIENCE_LABELS,
  CHARITY_EXPERIENCE_LEVELS,
  CHARITY_SIZE_LABELS,
  CHARITY_SIZES,
  CHARITY_WAITING_LIST_MESSAGES,
  CONSULTANT_AVAILABILITY_LABELS,
  CONSULTANT_AVAILABILITY_OPTIONS,
  CONSULTANT_WAITING_LIST_MESSAGES,
  CURRENT_CONSULTING_LABELS,
  CURRENT_CONSULTING_OPTIONS,
  EXPERTISE_AREAS_MIN_LENGTH,
  PUBLIC_FORM_NAME_MIN_LENGTH,
  type CharityExperienceLevel,
  type CharitySize,
  type CharityWaitingListRequest,
  type ConsultantAvailabilityOption,
  type ConsultantWaitingListRequest,
  type CurrentConsultingOption,
} from '@contracts';
import { looksLikeEmail, minLength, type FieldErrors } from '@/shared/ui';

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((value) => ({ value, label: labels[value] }));

export const CHARITY_SIZE_OPTIONS = options(CHARITY_SIZES, CHARITY_SIZE_LABELS);
export const CHARITY_EXPERIENCE_OPTIONS = options(CHARITY_EXPERIENCE_LEVELS, CHARITY_EXPERIENCE_LABELS);
export const AVAILABILITY_OPTIONS = options(CONSULTANT_AVAILABILITY_OPTIONS, CONSULTANT_AVAILABILITY_LABELS);
export const CONSULTING_OPTIONS = options(CURRENT_CONSULTING_OPTIONS, CURRENT_CONSULTING_LABELS);

const orNull = (value: string) => value.trim() || null;
const isOneOf = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);

export type CharityWaitingListValues = { [K in keyof CharityWaitingListRequest]-?: string };

export const EMPTY_CHARITY: CharityWaitingListValues = {
  charityName: '',
  contactName: '',
  email: '',
  phone: '',
  charitySize: '',
  primaryNeed: '',
  currentChallenges: '',
};

/** spec 000 §5 "Charity waiting list". */
export function validateCharity(values: CharityWaitingListValues): FieldErrors<CharityWaitingListValues> {
  const m = CHARITY_WAITING_LIST_MESSAGES;
  const errors: FieldErrors<CharityWaitingListValues> = {};
  if (!minLength(values.charityName, PUBLIC_FORM_NAME_MIN_LENGTH)) errors.charityName = m.charityName;
  if (!minLength(values.contactName, PUBLIC_FORM_NAME_MIN_LENGTH)) errors.contactName = m.contactName;
  if (!looksLikeEmail(values.email)) errors.email = m.email;
  if (!isOneOf(CHARITY_SIZES, values.charitySize)) errors.charitySize = m.charitySize;
  return errors;
}

export function toCharityRequest(values: CharityWaitingListValues): CharityWaitingListRequest {
  return {
    charityName: values.charityName.trim(),
    contactName: values.contactName.trim(),
    email: values.email.trim(),
    phone: orNull(values.phone),
    charitySize: values.charitySize as CharitySize,
    primaryNeed: orNull(values.primaryNeed),
    currentChallenges: orNull(values.currentChallenges),
  };
}

export type ConsultantWaitingListValues = { [K in keyof ConsultantWaitingListRequest]-?: string };

export const EMPTY_CONSULTANT: ConsultantWaitingListValues = {
  fullName: '',
  email: '',
  phone: '',
  currentRole: '',
  yearsExperience: '',
  expertiseAreas: '',
  charityExperience: '',
  availability: '',
  motivations: '',
  currentConsulting: '',
};

/** spec 000 §5 "Consultant waiting list". */
export function validateConsultant(values: ConsultantWaitingListValues): FieldErrors<ConsultantWaitingListValues> {
  const m = CONSULTANT_WAITING_LIST_MESSAGES;
  const errors: FieldErrors<ConsultantWaitingListValues> = {};
  if (!minLength(values.fullName, PUBLIC_FORM_NAME_MIN_LENGTH)) errors.fullName = m.fullName;
  if (!looksLikeEmail(values.email)) errors.email = m.email;
  if (!minLength(values.currentRole, PUBLIC_FORM_NAME_MIN_LENGTH)) errors.currentRole = m.currentRole;
  if (!minLength(values.yearsExperience, 1)) errors.yearsExperience = m.yearsExperience;
  if (!minLength(values.expertiseAreas, EXPERTISE_AREAS_MIN_LENGTH)) errors.expertiseAreas = m.expertiseAreas;
  if (!isOneOf(CHARITY_EXPERIENCE_LEVELS, values.charityExperience)) errors.charityExperience = m.charityExperience;
  if (!isOneOf(CONSULTANT_AVAILABILITY_OPTIONS, values.availability)) errors.availability = m.availability;
  if (!isOneOf(CURRENT_CONSULTING_OPTIONS, values.currentConsulting)) errors.currentConsulting = m.currentConsulting;
  return errors;
}

export function toConsultantRequest(values: ConsultantWaitingListValues): ConsultantWaitingListRequest {
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    phone: orNull(values.phone),
    currentRole: values.currentRole.trim(),
    yearsExperience: values.yearsExperience.trim(),
    expertiseAreas: values.expertiseAreas.trim(),
    charityExperience: values.charityExperience as CharityExperienceLevel,
    availability: values.availability as ConsultantAvailabilityOption,
    motivations: orNull(values.motivations),
    currentConsulting: values.currentConsulting as CurrentConsultingOption,
  };
}
