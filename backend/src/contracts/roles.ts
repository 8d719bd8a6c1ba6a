export const USER_ROLES = ['charity', 'consultant', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Route access keys shared by the route table (frontend) and the authorization matrix (backend). */
export const ACCESS_LEVELS = ['public', 'signedIn', 'charity', 'consultant', 'admin'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export const ROLE_LABELS: Record<UserRole, string> = {
  charity: 'Charity',
  consultant: 'Consultant',
  admin: 'Admin',
};
