import {
  APPLICATION_ERROR_FALLBACK,
  APPLICATION_ERROR_MAP,
  VALIDATION_MESSAGES,
  WHOLE_NUMBER_RULES,
  isExpertiseKey,
  isLinkedInProfileUrl,
  type ConsultantApplicationRequest,
  type ExpertiseKey,
} from '@contracts';
import { isApiError, serverMessage } from '@/shared/api';
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

/** Everything the wizard's fields hold; years of experience stay text until the payload is built. */
export type ConsultantApplicationValues = SignUpValues & {
  linkedin: string;
  yearsExperience: string;
  /** Optional but encouraged (issue 16): the admin's application card shows both. */
  profileSummary: string;
  previousExperience: string;
  expertise: ExpertiseKey[];
  availability: boolean;
};

export type ApplicationFieldName = keyof ConsultantApplicationValues;

/** The four steps and the fields each one validates (spec 000 §5 "Consultant application"). */
export const APPLICATION_STEPS: ReadonlyArray<WizardStep<ApplicationFieldName>> = [
  { title: 'Account', heading: 'Account Setup', fields: ACCOUNT_STEP_FIELDS },
  { title: 'Personal', heading: 'Personal Information', fields: PERSONAL_STEP_FIELDS },
  {
    title: 'Professional',
    heading: 'Professional Details',
    fields: ['organisation', 'website', 'linkedin', 'yearsExperience', 'profileSummary', 'previousExperience'],
  },
  {
    title: 'Expertise',
    heading: 'Expertise and Availability',
    fields: ['expertise', 'availability', 'termsAccepted', 'privacyAccepted'],
  },
];

export const EMPTY_APPLICATION: ConsultantApplicationValues = {
  ...EMPTY_SIGN_UP,
  linkedin: '',
  yearsExperience: '',
  profileSummary: '',
  previousExperience: '',
  expertise: [],
  availability: true,
};

/** Every field's problem (the wizard shows the current step's): the shared account rules, then this form's. */
export function applicationProblems(values: ConsultantApplicationValues, now: Date = new Date()): Partial<Record<ApplicationFieldName, string>> {
  const linkedin = values.linkedin.trim();
  return withoutBlanks<ApplicationFieldName>({
    ...signUpProblems(values),
    phone: requiredText(values.phone, VALIDATION_MESSAGES.phoneRequired),
    bio: requiredText(values.bio, VALIDATION_MESSAGES.bioRequired),
    linkedin: !linkedin ? VALIDATION_MESSAGES.linkedinRequired : isLinkedInProfileUrl(linkedin) ? undefined : VALIDATION_MESSAGES.linkedinInvalid,
    yearsExperience: optionalWholeNumberProblem(WHOLE_NUMBER_RULES.yearsExperience, values.yearsExperience, now) ?? undefined,
    expertise: values.expertise.length ? undefined : VALIDATION_MESSAGES.selectExpertise,
  });
}

/**
 * The body of POST /api/register/consultant (spec 000 §3, DECISIONS D14): never confirmPassword; the
 * consents as ticked. Years of experience is read as a whole number (contracts' parseWholeNumber), 0 when blank.
 */
export function toConsultantApplicationRequest(values: Partial<ConsultantApplicationValues>): ConsultantApplicationRequest {
  return {
    ...toAccountRequest(values),
    consultant: {
      expertise: (values.expertise ?? []).filter(isExpertiseKey),
      yearsExperience: wholeNumberOr(values.yearsExperience, 0),
      availability: values.availability ?? true,
      linkedin: trimmed(values.linkedin),
      // Only when written: a blank application sends exactly the spec's payload.
      ...optionalText('profileSummary', values.profileSummary),
      ...optionalText('previousExperience', values.previousExperience),
    },
  };
}

function optionalText<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  const text = trimmed(value);
  return text ? ({ [key]: text } as Record<K, string>) : {};
}

/** The full text of a failure: the server's message, else the spec's "<status>: <body>" message. */
function failureText(error: unknown): string {
  return [serverMessage(error), isApiError(error) ? error.message : undefined].filter(Boolean).join(' ');
}

/** What the 'Application failed' toast says (spec 000 §8, APPLICATION_ERROR_MAP in the contracts). */
export function applicationErrorMessage(error: unknown): string {
  const failure = failureText(error);
  return APPLICATION_ERROR_MAP.find((entry) => failure.includes(entry.contains))?.show ?? APPLICATION_ERROR_FALLBACK;
}

export type ApplicationFieldError = WizardFieldError<ApplicationFieldName>;

/** Messages to show next to the fields the server rejected (400 field errors, 409 username/e-mail). */
export function applicationFieldErrors(error: unknown): ApplicationFieldError[] {
  return wizardFieldErrors(error, APPLICATION_STEPS, failureText(error), () => applicationErrorMessage(error));
}
