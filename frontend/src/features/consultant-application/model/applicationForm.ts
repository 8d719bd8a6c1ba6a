import {
  API_MESSAGES,
  APPLICATION_ERROR_FALLBACK,
  APPLICATION_ERROR_MAP,
  isExpertiseKey,
  type ConsultantApplicationRequest,
  type ExpertiseKey,
} from '@contracts';
import { isApiError, serverMessage } from '@/shared/api';
import { serverFieldMessages } from '@/shared/api/fieldErrors';
import { wholeNumberOr } from '@/shared/lib/wholeNumber';

/** Everything the wizard's fields hold; years of experience stay text until the payload is built. */
export interface ConsultantApplicationValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  name: string;
  phone: string;
  bio: string;
  organisation: string;
  website: string;
  linkedin: string;
  yearsExperience: string;
  expertise: ExpertiseKey[];
  availability: boolean;
  termsAccepted: boolean;
  privacyAccepted: boolean;
}

export type ApplicationFieldName = keyof ConsultantApplicationValues;

/** The four steps and the fields each one validates (spec 000 §5 "Consultant application"). */
export const APPLICATION_STEPS: ReadonlyArray<{ title: string; heading: string; fields: readonly ApplicationFieldName[] }> = [
  { title: 'Account', heading: 'Account Setup', fields: ['username', 'email', 'password', 'confirmPassword'] },
  { title: 'Personal', heading: 'Personal Information', fields: ['name', 'phone', 'bio'] },
  { title: 'Professional', heading: 'Professional Details', fields: ['organisation', 'website', 'linkedin', 'yearsExperience'] },
  {
    title: 'Expertise',
    heading: 'Expertise and Availability',
    fields: ['expertise', 'availability', 'termsAccepted', 'privacyAccepted'],
  },
];

export function stepOfField(field: string): number | undefined {
  const index = APPLICATION_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field));
  return index === -1 ? undefined : index + 1;
}

export const EMPTY_APPLICATION: Partial<ConsultantApplicationValues> = {
  expertise: [],
  availability: true,
  termsAccepted: false,
  privacyAccepted: false,
};

const text = (value: string | undefined) => (value ?? '').trim();

/**
 * The body of POST /api/register/consultant (spec 000 §3): never confirmPassword, termsAccepted or
 * privacyAccepted. Years of experience is read as a whole number, 0 when it is not a number.
 */
export function toConsultantApplicationRequest(values: Partial<ConsultantApplicationValues>): ConsultantApplicationRequest {
  return {
    username: text(values.username),
    password: values.password ?? '',
    email: text(values.email),
    name: text(values.name),
    organisation: text(values.organisation),
    phone: text(values.phone),
    website: text(values.website),
    bio: text(values.bio),
    consultant: {
      expertise: (values.expertise ?? []).filter(isExpertiseKey),
      yearsExperience: wholeNumberOr(values.yearsExperience, 0),
      availability: values.availability ?? true,
      linkedin: text(values.linkedin),
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

export interface ApplicationFieldError {
  name: ApplicationFieldName;
  errors: string[];
}

/** Messages to show next to the fields the server rejected (400 field errors, 409 username/e-mail). */
export function applicationFieldErrors(error: unknown): ApplicationFieldError[] {
  const found = new Map<ApplicationFieldName, string>();
  for (const [name, message] of Object.entries(serverFieldMessages(error))) {
    if (stepOfField(name) !== undefined) found.set(name as ApplicationFieldName, message);
  }
  const failure = failureText(error);
  if (failure.includes(API_MESSAGES.usernameTaken)) found.set('username', applicationErrorMessage(error));
  if (failure.includes(API_MESSAGES.emailInUse)) found.set('email', applicationErrorMessage(error));
  return [...found].map(([name, message]) => ({ name, errors: [message] }));
}
