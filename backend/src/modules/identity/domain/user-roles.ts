import type { UserRole } from '../../../contracts';

export interface RoleFacts {
  role: UserRole;
  isAdmin: boolean;
  isConsultant: boolean;
  email: string;
}

export const isAdminUser = (user: Pick<RoleFacts, 'role' | 'isAdmin'>): boolean => user.role === 'admin' || user.isAdmin;

export const isConsultantUser = (user: Pick<RoleFacts, 'role' | 'isConsultant'>): boolean =>
  user.role === 'consultant' || user.isConsultant;

export const isCharityUser = (user: Pick<RoleFacts, 'role'>): boolean => user.role === 'charity';

/** DECISIONS D6: the account whose e-mail equals OWNER_EMAIL (trimmed, case-insensitive). */
export const isOwnerAccount = (email: string, ownerEmail: string | undefined): boolean =>
  !!ownerEmail && email.trim().toLowerCase() === ownerEmail.trim().toLowerCase();

/** DECISIONS D6: admin and consultant at once, or the configured owner account. */
export function isDualRole(user: RoleFacts, ownerEmail: string | undefined): boolean {
  if (user.isAdmin && user.isConsultant) return true;
  return isOwnerAccount(user.email, ownerEmail);
}

/** Spec 000 §2: where "Dashboard" leads. */
export function dashboardPathFor(user: RoleFacts, ownerEmail: string | undefined): string {
  if (isDualRole(user, ownerEmail)) return '/dual-role-dashboard';
  if (user.role === 'charity') return '/charity-dashboard';
  if (user.role === 'consultant') return '/consultant-dashboard';
  if (user.role === 'admin') return '/admin-dashboard';
  return '/';
}

/** Semver-like compare of terms versions ("1.0" < "1.1" < "2.0"). */
export function compareTermsVersions(a: string, b: string): number {
  const pa = a.split('.').map((part) => Number(part) || 0);
  const pb = b.split('.').map((part) => Number(part) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

export interface OnboardingFacts extends Pick<RoleFacts, 'role' | 'isAdmin' | 'isConsultant'> {
  mustChangePassword: boolean;
  hasAcceptedTerms: boolean;
  termsVersion: string | null;
}

/** DECISIONS D7: a consultant whose accepted version is older than the current one. */
export function needsTermsUpdate(user: OnboardingFacts, currentVersion: string): boolean {
  if (!isConsultantUser(user) || !user.hasAcceptedTerms) return false;
  return compareTermsVersions(user.termsVersion ?? '0', currentVersion) < 0;
}

/** Consultants (not admins) must set their own password and accept current terms before anything else. */
export function mustCompleteOnboarding(user: OnboardingFacts, currentVersion: string): boolean {
  if (!isConsultantUser(user) || isAdminUser(user)) return false;
  return user.mustChangePassword || !user.hasAcceptedTerms || needsTermsUpdate(user, currentVersion);
}
