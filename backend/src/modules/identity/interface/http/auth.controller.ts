import { Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';

import { AllowDuringOnboarding } from '../../../../common/decorators/allow-during-onboarding.decorator';
import { CurrentUser } from '../../../../common/decorators/current-user.decorator';
import { Public } from '../../../../common/decorators/public.decorator';
import { Roles } from '../../../../common/decorators/roles.decorator';
import type { SessionUser } from '../../../../common/http/session-user';
import { RateLimit } from '../../../../common/rate-limit/rate-limit.decorator';
import type { CurrentUser as CurrentUserBody } from '../../../../contracts';
import { CurrentUserService } from '../../application/current-user.service';
import { SESSION_COOKIE } from './session-cookie';
import { LocalAuthGuard } from './local-auth.guard';

@Controller('auth')
export class AuthController {
  constructor(private readonly currentUsers: CurrentUserService) {}

  @Public()
  @RateLimit('login')
  @UseGuards(LocalAuthGuard)
  @Post('login')
  @HttpCode(200)
  login(@Req() request: Request): Promise<CurrentUserBody> {
    return this.currentUsers.describe(request.user as SessionUser);
  }

  /** Public so that a stale tab can always sign out; destroying the row ends the session everywhere. */
  @Public()
  @Post('logout')
  @HttpCode(200)
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<{ message: string }> {
    await new Promise<void>((resolve, reject) => (request.session ? request.session.destroy((error) => (error ? reject(error) : resolve())) : resolve()));
    response.clearCookie(SESSION_COOKIE, { path: '/' });
    return { message: 'Logged out' };
  }

  @Roles('any')
  @AllowDuringOnboarding()
  @Get('user')
  user(@CurrentUser() user: SessionUser): Promise<CurrentUserBody> {
    return this.currentUsers.describe(user);
  }
}
