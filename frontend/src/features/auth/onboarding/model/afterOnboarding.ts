import type { CurrentUser } from '@contracts';
import { ROUTES, STORAGE_KEYS } from '@/shared/config';
import { safeRedirectPath } from '@/shared/lib';

const ONBOARDING_PATHS: readonly string[] = [
  ROUTES.consultantOnboarding,
  ROUTES.preListedConsultantOnboarding,
  ROUTES.consultantSetup,
];

/**
 * Where a finished onboarding goes (spec 001 "Consultant onboarding"): the target the login screen kept
 * in sessionStorage (a same-site relative path only, DECISIONS D2; read once and removed), else the
 * dual-role dashboard for admin+consultant users, else the consultant dashboard.
 */
export function takeOnboardingRedirect(user: Pick<CurrentUser, 'isDualRole'> | null): string {
  const stored = takeStored();
  const target = safeRedirectPath(stored);
  if (target && !isOnboardingPath(target)) return target;
  return user?.isDualRole ? ROUTES.dualRoleDashboard : ROUTES.consultantDashboard;
}

function takeStored(): string | null {
  try {
    const value = sessionStorage.getItem(STORAGE_KEYS.onboardingRedirect);
    sessionStorage.removeItem(STORAGE_KEYS.onboardingRedirect);
    return value;
  } catch {
    return null;
  }
}

/** Going "back" to an onboarding screen once it is done would only bounce. */
function isOnboardingPath(path: string): boolean {
  const pathname = new URL(path, 'https://origin.invalid').pathname.replace(/\/+$/, '');
  return ONBOARDING_PATHS.includes(pathname);
}
