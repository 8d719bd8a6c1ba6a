import {
  DEFAULT_MEMBERSHIP_TIER,
  VALIDATION_MESSAGES,
  WHOLE_NUMBER_RULES,
  isMembershipTier,
  type CharityRegistrationRequest,
  type MembershipTier,
} from '@contracts';
import { serverMessage } from '@/shared/api';
import {
  ACCOUNT_STEP_FIELDS,
  EMPTY_SIGN_UP,
  withoutBlanks,
  PERSONAL_STEP_FIELDS,
  toAccountRequest,
  trimmed,
  wizardFieldErrors,
  type SignUpValues,
  type WizardFieldError,
  type WizardStep,
} from '@/shared/lib';
import { signUpProblems, requiredText } from '@/shared/lib';
import { optionalWholeNumberProblem, wholeNumberOr } from '@/shared/lib';

/** Everything the wizard's fields hold. Numbers stay text until the payload is built. */
export type CharityRegistrationValues = SignUpValues & {
  registeredNumber: string;
  revenue: string;
  employeeCount: string;
  foundingYear: string;
  location: string;
  primaryCause: string;
  mission: string;
  membershipTier: MembershipTier;
};

export type CharityFieldName = keyof CharityRegistrationValues;

/** The four steps and the fields each one validates (spec 000 §2 "Charity registration"). */
export const REGISTRATION_STEPS: ReadonlyArray<WizardStep<CharityFieldName>> = [
  { title: 'Account', heading: 'Account Details', fields: ACCOUNT_STEP_FIELDS },
  { title: 'About you', heading: 'Personal Information', fields: PERSONAL_STEP_FIELDS },
  {
    title: 'Organisation',
    heading: 'Organisation Details',
    fields: ['organisation', 'website', 'registeredNumber', 'revenue', 'employeeCount', 'foundingYear', 'location'],
  },
  {
    title: 'Mission and membership',
    heading: 'Mission and Membership',
    fields: ['primaryCause', 'mission', 'membershipTier', 'termsAccepted', 'privacyAccepted'],
  },
];

export function initialRegistrationValues(tier: string | null): CharityRegistrationValues {
  return {
    ...EMPTY_SIGN_UP,
    registeredNumber: '',
    revenue: '',
    employeeCount: '',
    foundingYear: '',
    location: '',
    primaryCause: '',
    mission: '',
    membershipTier: isMembershipTier(tier) ? tier : DEFAULT_MEMBERSHIP_TIER,
  };
}

/** Every field's problem (the wizard shows the current step's): the shared account rules, then this form's. */
export function registrationProblems(values: CharityRegistrationValues, now: Date = new Date()): Partial<Record<CharityFieldName, string>> {
  const problems: Partial<Record<CharityFieldName, string>> = {
    ...signUpProblems(values),
    organisation: requiredText(values.organisation, VALIDATION_MESSAGES.organisationRequired),
    revenue: optionalWholeNumberProblem(WHOLE_NUMBER_RULES.revenue, values.revenue, now) ?? undefined,
    employeeCount: optionalWholeNumberProblem(WHOLE_NUMBER_RULES.employeeCount, values.employeeCount, now) ?? undefined,
    foundingYear: optionalWholeNumberProblem(WHOLE_NUMBER_RULES.foundingYear, values.foundingYear, now) ?? undefined,
  };
  return withoutBlanks(problems);
}

/**
 * The body of POST /api/register/charity (spec 000 §3, DECISIONS D14): exactly these fields and the
 * consents as ticked, never confirmPassword. Blank numbers become 0, the founding year the current year
 * (text that is not a whole number is refused by the field's rule before this runs).
 */
export function toCharityRegistrationRequest(
  values: Partial<CharityRegistrationValues>,
  now: Date = new Date(),
): CharityRegistrationRequest {
  return {
    ...toAccountRequest(values),
    charity: {
      registeredNumber: trimmed(values.registeredNumber),
      revenue: wholeNumberOr(values.revenue, 0),
      employeeCount: wholeNumberOr(values.employeeCount, 0),
      foundingYear: wholeNumberOr(values.foundingYear, now.getFullYear()),
      mission: trimmed(values.mission),
      primaryCause: trimmed(values.primaryCause),
      location: trimmed(values.location),
      membershipTier: isMembershipTier(values.membershipTier) ? values.membershipTier : DEFAULT_MEMBERSHIP_TIER,
    },
  };
}

export type ServerFieldError = WizardFieldError<CharityFieldName>;

/**
 * Field messages from a failed registration, placed on the form's own fields: the 400 body's
 * `errors` (keys like "charity.revenue") and the 409 conflicts on username and e-mail.
 */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  return wizardFieldErrors(error, REGISTRATION_STEPS, serverMessage(error) ?? '', (apiMessage) => apiMessage);
}
