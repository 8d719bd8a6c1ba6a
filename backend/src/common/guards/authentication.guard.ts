import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';

import { API_MESSAGES } from '../../contracts';
import { IS_PUBLIC } from '../decorators/public.decorator';
import { ApiException } from '../http/api-exceptions';

/** Authenticated by default: only handlers marked @Public() are open to anonymous callers. */
@Injectable()
export class AuthenticationGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    const request = context.switchToHttp().getRequest<Request>();
    if (!request.user) throw new ApiException(401, API_MESSAGES.authenticationRequired);
    return true;
  }
}
