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

/** A role in words; a value this version does not know (a newer one) stays as it is. */
export function roleLabel(role: string): string {
  return (ROLE_LABELS as Record<string, string>)[role] ?? role;
}
