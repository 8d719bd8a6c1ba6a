import { isAdminUser, isConsultantUser, type CurrentUser } from '@contracts';
import { ROUTES } from '@/shared/config';

/**
 * Spec 001 §4 "Dual-role decision": a dual-role user (admin and consultant, or the owner account, D6)
 * stays; otherwise admin → /admin-dashboard, consultant → /consultant-dashboard, anyone else →
 * /charity-dashboard. Null means show the page.
 */
export function dualRoleRedirect(user: Pick<CurrentUser, 'role' | 'isAdmin' | 'isConsultant' | 'isDualRole'>): string | null {
  if (user.isDualRole) return null;
  if (isAdminUser(user)) return ROUTES.adminDashboard;
  if (isConsultantUser(user)) return ROUTES.consultantDashboard;
  return ROUTES.charityDashboard;
}
