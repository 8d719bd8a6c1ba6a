import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';

import { API_MESSAGES, isAdminUser, isCharityUser, isConsultantUser } from '../../contracts';
import { IS_PUBLIC } from '../decorators/public.decorator';
import { ROLES, RoleRequirement } from '../decorators/roles.decorator';
import { ApiException } from '../http/api-exceptions';
import type { SessionUser } from '../../kernel/session-user';

const MATCHERS: Record<RoleRequirement, (user: SessionUser) => boolean> = {
  any: () => true,
  admin: isAdminUser,
  consultant: isConsultantUser,
  charity: isCharityUser,
};

/** Default deny: a signed-in endpoint without @Roles() is closed to everyone. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const required = this.reflector.getAllAndOverride<RoleRequirement[]>(ROLES, targets) ?? [];
    const user = context.switchToHttp().getRequest<Request>().user as SessionUser;
    if (required.some((role) => MATCHERS[role](user))) return true;
    throw new ApiException(403, API_MESSAGES.forbidden);
  }
}
