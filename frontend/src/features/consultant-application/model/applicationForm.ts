import {
  APPLICATION_ERROR_FALLBACK,
  APPLICATION_ERROR_MAP,
  isExpertiseKey,
  type ConsultantApplicationRequest,
  type ExpertiseKey,
} from '@contracts';
import { isApiError, serverMessage } from '@/shared/api';
import {
  ACCOUNT_STEP_FIELDS,
  PERSONAL_STEP_FIELDS,
  stepOfFieldIn,
  toAccountRequest,
  trimmed,
  wizardFieldErrors,
  type AccountValues,
  type WizardFieldError,
  type WizardStep,
} from '@/shared/lib';
import { wholeNumberOr } from '@/shared/lib';

/** Everything the wizard's fields hold; years of experience stay text until the payload is built. */
export interface ConsultantApplicationValues extends AccountValues {
  linkedin: string;
  yearsExperience: string;
  expertise: ExpertiseKey[];
  availability: boolean;
  termsAccepted: boolean;
  privacyAccepted: boolean;
}

export type ApplicationFieldName = keyof ConsultantApplicationValues;

/** The four steps and the fields each one validates (spec 000 §5 "Consultant application"). */
export const APPLICATION_STEPS: ReadonlyArray<WizardStep<ApplicationFieldName>> = [
  { title: 'Account', heading: 'Account Setup', fields: ACCOUNT_STEP_FIELDS },
  { title: 'Personal', heading: 'Personal Information', fields: PERSONAL_STEP_FIELDS },
  { title: 'Professional', heading: 'Professional Details', fields: ['organisation', 'website', 'linkedin', 'yearsExperience'] },
  {
    title: 'Expertise',
    heading: 'Expertise and Availability',
    fields: ['expertise', 'availability', 'termsAccepted', 'privacyAccepted'],
  },
];

export function stepOfField(field: string): number | undefined {
  return stepOfFieldIn(APPLICATION_STEPS, field);
}

export const EMPTY_APPLICATION: Partial<ConsultantApplicationValues> = {
  expertise: [],
  availability: true,
  termsAccepted: false,
  privacyAccepted: false,
};

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
    },
  };
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
