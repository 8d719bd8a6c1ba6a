import { isAdminUser, isConsultantUser, isPreListedOnboarding, mustCompleteOnboarding, type CurrentUser } from '@contracts';
import { ROUTES } from '@/shared/config';

type RedirectFacts = Pick<
  CurrentUser,
  'role' | 'isAdmin' | 'isConsultant' | 'isDualRole' | 'mustChangePassword' | 'hasAcceptedTerms' | 'needsTermsUpdate'
>;

/**
 * Spec 001 §4 "Dual-role decision": a dual-role user (admin and consultant, or the owner account, D6)
 * stays, unless, as a non-admin owner, onboarding is unfinished (the server would refuse their profile
 * changes until then); otherwise admin → /admin-dashboard, consultant → /consultant-dashboard, anyone
 * else → /charity-dashboard. Null means show the page.
 */
export function dualRoleRedirect(user: RedirectFacts): string | null {
  if (user.isDualRole) {
    if (!mustCompleteOnboarding(user)) return null;
    return isPreListedOnboarding(user) ? ROUTES.preListedConsultantOnboarding : ROUTES.consultantOnboarding;
  }
  if (isAdminUser(user)) return ROUTES.adminDashboard;
  if (isConsultantUser(user)) return ROUTES.consultantDashboard;
  return ROUTES.charityDashboard;
}
