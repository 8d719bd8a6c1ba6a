import type { UserRole } from './roles';

/** GET/PATCH /api/account: the signed-in user's own details (issue 9 Account Settings). */
export interface CharityOrganisationFields {
  registeredNumber: string | null;
  revenue: number;
  employeeCount: number;
  foundingYear: number;
  mission: string | null;
  primaryCause: string | null;
  location: string | null;
}

export interface AccountView {
  username: string;
  email: string;
  name: string;
  role: UserRole;
  phone: string | null;
  bio: string | null;
  website: string | null;
  organisation: string | null;
  /** A charity's organisation fields; null for everyone else. */
  charity: CharityOrganisationFields | null;
}

export const ACCOUNT_MESSAGES = {
  currentPasswordForEmail: 'Please enter your current password to change your email address',
  currentPasswordIncorrect: 'Current password is incorrect',
  charityOnly: 'Only charity accounts have organisation details',
} as const;
