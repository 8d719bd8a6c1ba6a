import { ROLE_LABELS, type AccessLevel, type CurrentUser } from '@contracts';
import { ROUTES } from '@/shared/config';

type RoleFlags = Pick<CurrentUser, 'role' | 'isAdmin' | 'isConsultant' | 'isDualRole'>;

export function isAdminUser(user: RoleFlags): boolean {
  return user.role === 'admin' || user.isAdmin;
}

export function isCharityUser(user: RoleFlags): boolean {
  return user.role === 'charity';
}

export function isConsultantUser(user: RoleFlags): boolean {
  return user.isConsultant || user.role === 'consultant';
}

/** Whether `user` may open a route with this access key (the route table's gate). */
export function hasAccess(user: RoleFlags | null, level: AccessLevel): boolean {
  switch (level) {
    case 'public':
      return true;
    case 'signedIn':
      return user !== null;
    case 'charity':
      return user !== null && isCharityUser(user);
    case 'consultant':
      return user !== null && isConsultantUser(user);
    case 'admin':
      return user !== null && isAdminUser(user);
  }
}

/** The user's home screen (spec 000 §2 "Dashboard link by role"; dual-role users have their own). */
export function dashboardPathFor(user: RoleFlags | null): string {
  if (!user) return ROUTES.home;
  if (user.isDualRole) return ROUTES.dualRoleDashboard;
  switch (user.role) {
    case 'charity':
      return ROUTES.charityDashboard;
    case 'consultant':
      return ROUTES.consultantDashboard;
    case 'admin':
      return ROUTES.adminDashboard;
    default:
      return ROUTES.home;
  }
}

export function roleLabel(user: RoleFlags): string {
  return ROLE_LABELS[user.role] ?? user.role;
}
