import {
  dashboardPathFor,
  isAdminUser,
  isCharityUser,
  isConsultantUser,
  ROLE_LABELS,
  type AccessLevel,
  type CurrentUser,
} from '@contracts';

// The role rules themselves live in the contracts, shared with the server's guards (issue 6 §3).
export { dashboardPathFor, isAdminUser, isCharityUser, isConsultantUser };

type RoleFlags = Pick<CurrentUser, 'role' | 'isAdmin' | 'isConsultant' | 'isDualRole'>;

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

export function roleLabel(user: RoleFlags): string {
  return ROLE_LABELS[user.role] ?? user.role;
}
