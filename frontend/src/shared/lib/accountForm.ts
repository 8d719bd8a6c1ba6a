import { API_MESSAGES, type SignUpConsent } from '@contracts';
import { serverFieldMessages } from '@/shared/api';

/**
 * What the sign-up wizards (charity registration, consultant application) share: the account and
 * personal fields, the step table, the common part of the request body and the server's field errors.
 * Pure, so both features' models can use it; the matching plain fields are in
 * '@/shared/ui/plain-wizard'.
 */
export type AccountValues = {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  name: string;
  phone: string;
  bio: string;
  organisation: string;
  website: string;
};

const EMPTY_ACCOUNT: AccountValues = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  name: '',
  phone: '',
  bio: '',
  organisation: '',
  website: '',
};

/** Every sign-up wizard's values: the account, then the two consents each must tick (D14). */
// Mapped, not the contract interface itself: usePlainForm needs the implicit index signature.
export type SignUpValues = AccountValues & { [K in keyof SignUpConsent]: boolean };

export const EMPTY_SIGN_UP: SignUpValues = { ...EMPTY_ACCOUNT, termsAccepted: false, privacyAccepted: false };

/** Only the entries that hold a message. */
export function withoutBlanks<K extends string>(problems: Partial<Record<K, string | undefined>>): Partial<Record<K, string>> {
  return Object.fromEntries(Object.entries(problems).filter(([, message]) => message)) as Partial<Record<K, string>>;
}

/** Step 1 of both wizards. */
export const ACCOUNT_STEP_FIELDS = ['username', 'email', 'password', 'confirmPassword'] as const;
/** Step 2 of both wizards. */
export const PERSONAL_STEP_FIELDS = ['name', 'phone', 'bio'] as const;

export interface WizardStep<Name extends string> {
  title: string;
  heading: string;
  fields: readonly Name[];
}

/** The 1-based step that holds a field, or undefined when no step does. */
function stepOfFieldIn(steps: ReadonlyArray<WizardStep<string>>, field: string): number | undefined {
  const index = steps.findIndex((step) => step.fields.includes(field));
  return index === -1 ? undefined : index + 1;
}

/** A text field's value as sent: trimmed, '' when empty. */
export const trimmed = (value: string | undefined) => (value ?? '').trim();

/**
 * The account part of a sign-up request body: never confirmPassword; the password is sent as typed;
 * the two consents as ticked (D14: the server refuses anything but true and records the acceptance).
 */
export function toAccountRequest(values: Partial<AccountValues & SignUpConsent>) {
  return {
    termsAccepted: values.termsAccepted === true,
    privacyAccepted: values.privacyAccepted === true,
    username: trimmed(values.username),
    password: values.password ?? '',
    email: trimmed(values.email),
    name: trimmed(values.name),
    organisation: trimmed(values.organisation),
    phone: trimmed(values.phone),
    website: trimmed(values.website),
    bio: trimmed(values.bio),
  };
}

export interface WizardFieldError<Name extends string> {
  name: Name;
  errors: string[];
}

/**
 * Messages to show next to the fields the server rejected: the 400 body's `errors` on the wizard's
 * own fields, and the 409 conflicts on username and e-mail when `failure` (the failure's text) names
 * them, shown as `conflictMessage(the API message)`.
 */
export function wizardFieldErrors<Name extends string>(
  error: unknown,
  steps: ReadonlyArray<WizardStep<Name>>,
  failure: string,
  conflictMessage: (apiMessage: string) => string,
): WizardFieldError<Name>[] {
  const found = new Map<Name, string>();
  for (const [name, message] of Object.entries(serverFieldMessages(error))) {
    if (stepOfFieldIn(steps, name) !== undefined) found.set(name as Name, message);
  }
  if (failure.includes(API_MESSAGES.usernameTaken)) found.set('username' as Name, conflictMessage(API_MESSAGES.usernameTaken));
  if (failure.includes(API_MESSAGES.emailInUse)) found.set('email' as Name, conflictMessage(API_MESSAGES.emailInUse));
  return [...found].map(([name, message]) => ({ name, errors: [message] }));
}
