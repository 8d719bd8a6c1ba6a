import {
  CHARITY_EXPERIENCE_LABELS,
  CHARITY_EXPERIENCE_LEVELS,
  CHARITY_SIZE_LABELS,
  CHARITY_SIZES,
  CURRENT_CONSULTING_LABELS,
  CURRENT_CONSULTING_OPTIONS,
  WAITING_LIST_AVAILABILITY,
  WAITING_LIST_AVAILABILITY_LABELS,
  WAITING_LIST_EXPERTISE_MIN_LENGTH,
  WAITING_LIST_MESSAGES as M,
  WAITING_LIST_NAME_MIN_LENGTH,
  type CharityWaitingListRequest,
  type ConsultantWaitingListRequest,
} from '@contracts';
import { isPlausibleEmail } from '@/shared/lib';
import { minLength, type FieldErrors } from '@/shared/ui';

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((value) => ({ value, label: labels[value] }));

export const CHARITY_SIZE_OPTIONS = options(CHARITY_SIZES, CHARITY_SIZE_LABELS);
export const CHARITY_EXPERIENCE_OPTIONS = options(CHARITY_EXPERIENCE_LEVELS, CHARITY_EXPERIENCE_LABELS);
export const AVAILABILITY_OPTIONS = options(WAITING_LIST_AVAILABILITY, WAITING_LIST_AVAILABILITY_LABELS);
export const CONSULTING_OPTIONS = options(CURRENT_CONSULTING_OPTIONS, CURRENT_CONSULTING_LABELS);

const orNull = (value: string) => value.trim() || null;
const isOneOf = (values: readonly string[], value: string) => values.includes(value);

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

/** spec 000 §5 "Charity waiting list", with the server's messages. */
export function validateCharity(values: CharityWaitingListValues): FieldErrors<CharityWaitingListValues> {
  const errors: FieldErrors<CharityWaitingListValues> = {};
  if (!minLength(values.charityName, WAITING_LIST_NAME_MIN_LENGTH)) errors.charityName = M.charityName;
  if (!minLength(values.contactName, WAITING_LIST_NAME_MIN_LENGTH)) errors.contactName = M.contactName;
  if (!isPlausibleEmail(values.email)) errors.email = M.email;
  if (!isOneOf(CHARITY_SIZES, values.charitySize)) errors.charitySize = M.charitySize;
  return errors;
}

export function toCharityRequest(values: CharityWaitingListValues): CharityWaitingListRequest {
  return {
    charityName: values.charityName.trim(),
    contactName: values.contactName.trim(),
    email: values.email.trim(),
    phone: orNull(values.phone),
    charitySize: values.charitySize,
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

/** spec 000 §5 "Consultant waiting list", with the server's messages. */
export function validateConsultant(values: ConsultantWaitingListValues): FieldErrors<ConsultantWaitingListValues> {
  const errors: FieldErrors<ConsultantWaitingListValues> = {};
  if (!minLength(values.fullName, WAITING_LIST_NAME_MIN_LENGTH)) errors.fullName = M.fullName;
  if (!isPlausibleEmail(values.email)) errors.email = M.email;
  if (!minLength(values.currentRole, WAITING_LIST_NAME_MIN_LENGTH)) errors.currentRole = M.currentRole;
  if (!minLength(values.yearsExperience, 1)) errors.yearsExperience = M.yearsExperience;
  if (!minLength(values.expertiseAreas, WAITING_LIST_EXPERTISE_MIN_LENGTH)) errors.expertiseAreas = M.expertiseAreas;
  if (!isOneOf(CHARITY_EXPERIENCE_LEVELS, values.charityExperience)) errors.charityExperience = M.charityExperience;
  if (!isOneOf(WAITING_LIST_AVAILABILITY, values.availability)) errors.availability = M.availability;
  if (!isOneOf(CURRENT_CONSULTING_OPTIONS, values.currentConsulting)) errors.currentConsulting = M.currentConsulting;
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
    charityExperience: values.charityExperience,
    availability: values.availability,
    motivations: orNull(values.motivations),
    currentConsulting: values.currentConsulting,
  };
}
