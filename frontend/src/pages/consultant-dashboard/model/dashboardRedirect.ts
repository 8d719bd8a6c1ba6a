import { isPreListedOnboarding, mustCompleteOnboarding, type CurrentUser } from '@contracts';
import { ROUTES } from '@/shared/config';

export interface DashboardRedirect {
  path: string;
  /** Show the 'Terms Update Required' toast on the way. */
  termsUpdateRequired: boolean;
}

type RedirectFacts = Pick<
  CurrentUser,
  'role' | 'isAdmin' | 'isConsultant' | 'isDualRole' | 'mustChangePassword' | 'hasAcceptedTerms' | 'needsTermsUpdate'
>;

/**
 * Where the consultant dashboard sends a signed-in consultant instead of showing itself (spec 000
 * "Consultant dashboard", spec 001 "Consultant dashboard redirect"), or null to show the dashboard:
 * updated terms first; then unfinished onboarding (admins are exempt, like on the server and after login);
 * then dual-role users to their own dashboard.
 */
export function consultantDashboardRedirect(user: RedirectFacts): DashboardRedirect | null {
  if (user.needsTermsUpdate) return { path: ROUTES.consultantOnboarding, termsUpdateRequired: true };
  if (mustCompleteOnboarding(user)) {
    const path = isPreListedOnboarding(user) ? ROUTES.preListedConsultantOnboarding : ROUTES.consultantOnboarding;
    return { path, termsUpdateRequired: false };
  }
  if (user.isDualRole) return { path: ROUTES.dualRoleDashboard, termsUpdateRequired: false };
  return null;
}
