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

/**
 * Issue 16: a dual-role account (the owner, D6, or an admin who is also a consultant) without a consultant
 * profile is told why the Consultant View is empty and creates its profile there (POST /api/consultants/own-profile).
 */
export const OWN_CONSULTANT_PROFILE_TEXTS = {
  title: 'You do not have a consultant profile yet',
  explanation:
    'This account opens the dual-role dashboard because it is the owner account or an administrator who is also a consultant, but no consultant profile belongs to it, so the Consultant View has nothing to show and you are not in the directory.',
  adminNote: 'As an administrator, your profile is approved as soon as you create it; switch on your availability when you are ready to take work.',
  reviewNote: 'The team reviews your profile before charities see it; switch on your availability once it is approved.',
  create: 'Create my consultant profile',
  created: 'Consultant profile created',
  exists: 'This account already has a consultant profile',
  notDualRole: 'Only the owner account or an administrator who is also a consultant can create a consultant profile here',
} as const;
