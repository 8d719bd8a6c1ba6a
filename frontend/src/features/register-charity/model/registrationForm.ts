import {
  API_MESSAGES,
  DEFAULT_MEMBERSHIP_TIER,
  isMembershipTier,
  type CharityRegistrationRequest,
  type MembershipTier,
} from '@contracts';
import { serverMessage } from '@/shared/api';
import { serverFieldMessages } from '@/shared/api/fieldErrors';
import { wholeNumberOr } from '@/shared/lib/wholeNumber';

/** Everything the wizard's fields hold. Numbers stay text until the payload is built. */
export interface CharityRegistrationValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  name: string;
  phone: string;
  bio: string;
  organisation: string;
  website: string;
  registeredNumber: string;
  revenue: string;
  employeeCount: string;
  foundingYear: string;
  location: string;
  primaryCause: string;
  mission: string;
  membershipTier: MembershipTier;
  termsAccepted: boolean;
  privacyAccepted: boolean;
}

export type CharityFieldName = keyof CharityRegistrationValues;

/** The four steps and the fields each one validates (spec 000 §2 "Charity registration"). */
export const REGISTRATION_STEPS: ReadonlyArray<{ title: string; heading: string; fields: readonly CharityFieldName[] }> = [
  { title: 'Account', heading: 'Account Details', fields: ['username', 'email', 'password', 'confirmPassword'] },
  { title: 'About you', heading: 'Personal Information', fields: ['name', 'phone', 'bio'] },
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

export function stepOfField(field: string): number | undefined {
  const index = REGISTRATION_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field));
  return index === -1 ? undefined : index + 1;
}

export function initialRegistrationValues(tier: string | null): Partial<CharityRegistrationValues> {
  return {
    membershipTier: isMembershipTier(tier) ? tier : DEFAULT_MEMBERSHIP_TIER,
    termsAccepted: false,
    privacyAccepted: false,
  };
}

const text = (value: string | undefined) => (value ?? '').trim();

/**
 * The body of POST /api/register/charity (spec 000 §3): exactly these fields, never confirmPassword,
 * termsAccepted or privacyAccepted. Numbers that are not numbers become 0, the founding year the
 * current year.
 */
export function toCharityRegistrationRequest(
  values: Partial<CharityRegistrationValues>,
  now: Date = new Date(),
): CharityRegistrationRequest {
  return {
    username: text(values.username),
    password: values.password ?? '',
    email: text(values.email),
    name: text(values.name),
    organisation: text(values.organisation),
    phone: text(values.phone),
    website: text(values.website),
    bio: text(values.bio),
    charity: {
      registeredNumber: text(values.registeredNumber),
      revenue: wholeNumberOr(values.revenue, 0),
      employeeCount: wholeNumberOr(values.employeeCount, 0),
      foundingYear: wholeNumberOr(values.foundingYear, now.getFullYear()),
      mission: text(values.mission),
      primaryCause: text(values.primaryCause),
      location: text(values.location),
      membershipTier: isMembershipTier(values.membershipTier) ? values.membershipTier : DEFAULT_MEMBERSHIP_TIER,
    },
  };
}

export interface ServerFieldError {
  name: CharityFieldName;
  errors: string[];
}

/**
 * Field messages from a failed registration, placed on the form's own fields: the 400 body's
 * `errors` (keys like "charity.revenue") and the 409 conflicts on username and e-mail.
 */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  const found = new Map<CharityFieldName, string>();
  for (const [name, message] of Object.entries(serverFieldMessages(error))) {
    if (stepOfField(name) !== undefined) found.set(name as CharityFieldName, message);
  }
  const message = serverMessage(error) ?? '';
  if (message.includes(API_MESSAGES.usernameTaken)) found.set('username', API_MESSAGES.usernameTaken);
  if (message.includes(API_MESSAGES.emailInUse)) found.set('email', API_MESSAGES.emailInUse);
  return [...found].map(([name, fieldMessage]) => ({ name, errors: [fieldMessage] }));
}
