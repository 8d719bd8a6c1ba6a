import type { UserRole } from './roles';

/**
 * Who a user is, decided once for the server's guards and the screens alike (DECISIONS D1, D6, D7).
 * Pure functions over the flags every user carries; the server passes its session user, the screens
 * the current user from GET /api/auth/user.
 */
export interface RoleFlags {
  role: UserRole;
  isAdmin: boolean;
  isConsultant: boolean;
}

/** The admin role or the isAdmin flag (an admin may also be a consultant). */
export const isAdminUser = (user: Pick<RoleFlags, 'role' | 'isAdmin'>): boolean => user.role === 'admin' || !!user.isAdmin;

export const isConsultantUser = (user: Pick<RoleFlags, 'role' | 'isConsultant'>): boolean =>
  user.role === 'consultant' || !!user.isConsultant;

export const isCharityUser = (user: Pick<RoleFlags, 'role'>): boolean => user.role === 'charity';

/** DECISIONS D6: the account whose e-mail is OWNER_EMAIL (trimmed, case-insensitive). */
export const isOwnerAccount = (email: string, ownerEmail: string | null | undefined): boolean =>
  !!ownerEmail && email.trim().toLowerCase() === ownerEmail.trim().toLowerCase();

/** DECISIONS D6: admin and consultant at once, or the configured owner account (OWNER_EMAIL). */
export function isDualRole(user: RoleFlags & { email: string }, ownerEmail: string | null | undefined): boolean {
  return (user.isAdmin && user.isConsultant) || isOwnerAccount(user.email, ownerEmail);
}

/** D4: what a charity and the public see of a consultant's name: the first name; the surname stays on the server. */
export function firstNameOf(fullName: string | null | undefined): string {
  return (fullName ?? '').trim().split(/\s+/)[0] ?? '';
}

export const DASHBOARD_PATHS = {
  charity: '/charity-dashboard',
  consultant: '/consultant-dashboard',
  admin: '/admin-dashboard',
  dualRole: '/dual-role-dashboard',
} as const;

export const ONBOARDING_PATHS = {
  consultant: '/consultant-onboarding',
  preListed: '/pre-listed-consultant-onboarding',
} as const;

/** Spec 000 §2 "Dashboard link by role": dual-role users have their own; nobody signed in goes home. */
export function dashboardPathFor(user: { role: UserRole; isDualRole: boolean } | null): string {
  if (!user) return '/';
  if (user.isDualRole) return DASHBOARD_PATHS.dualRole;
  return DASHBOARD_PATHS[user.role] ?? '/';
}

/** Numeric compare of terms versions part by part ("1.0" < "1.1" < "1.10" < "2.0"). */
export function compareTermsVersions(a: string, b: string): number {
  const pa = a.split('.').map((part) => Number(part) || 0);
  const pb = b.split('.').map((part) => Number(part) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

/** DECISIONS D7: a consultant whose accepted version is older than the current one (never-accepted is onboarding). */
export function needsTermsUpdate(
  user: Pick<RoleFlags, 'role' | 'isConsultant'> & { hasAcceptedTerms: boolean; termsVersion: string | null },
  currentVersion: string,
): boolean {
  if (!isConsultantUser(user) || !user.hasAcceptedTerms) return false;
  return compareTermsVersions(user.termsVersion ?? '0', currentVersion) < 0;
}

export interface OnboardingFlags extends RoleFlags {
  mustChangePassword: boolean;
  hasAcceptedTerms: boolean;
  needsTermsUpdate: boolean;
}

/**
 * A consultant (not an admin) with a temporary password, without accepted terms or with older terms may
 * only finish onboarding: the server answers everything else with ONBOARDING_REQUIRED.
 */
export function mustCompleteOnboarding(user: OnboardingFlags): boolean {
  if (!isConsultantUser(user) || isAdminUser(user)) return false;
  return user.mustChangePassword || !user.hasAcceptedTerms || user.needsTermsUpdate;
}

/** A pre-listed consultant on first sign-in: temporary password and no terms yet (their own two-step page). */
export function isPreListedOnboarding(user: OnboardingFlags): boolean {
  return isConsultantUser(user) && user.mustChangePassword && !user.hasAcceptedTerms;
}
