import { SetMetadata } from '@nestjs/common';

/** Who may call a signed-in endpoint. 'consultant' and 'admin' also match the isConsultant/isAdmin flags. */
export type RoleRequirement = 'charity' | 'consultant' | 'admin' | 'any';

export const ROLES = 'roles';
export const Roles = (...roles: RoleRequirement[]) => SetMetadata(ROLES, roles);
