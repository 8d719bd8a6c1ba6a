import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';

import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { API_MESSAGES, ERROR_CODES, mustCompleteOnboarding, needsTermsUpdate } from '../../contracts';
import { ALLOW_DURING_ONBOARDING } from '../decorators/allow-during-onboarding.decorator';
import { IS_PUBLIC } from '../decorators/public.decorator';
import { ApiException } from '../http/api-exceptions';
import type { SessionUser } from '../../kernel/session-user';

/** A consultant with a temporary password or without current terms may only finish onboarding. */
@Injectable()
export class OnboardingGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    if (this.reflector.getAllAndOverride<boolean>(ALLOW_DURING_ONBOARDING, targets)) return true;
    const user = context.switchToHttp().getRequest<Request>().user as SessionUser | undefined;
    if (user && mustCompleteOnboarding({ ...user, needsTermsUpdate: needsTermsUpdate(user, this.config.termsVersion) })) {
      throw new ApiException(403, API_MESSAGES.onboardingRequired, { code: ERROR_CODES.onboardingRequired });
    }
    return true;
  }
}
