import { Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';

import { AllowDuringOnboarding } from '../../../../common/decorators/allow-during-onboarding.decorator';
import { CurrentUser } from '../../../../common/decorators/current-user.decorator';
import { Public } from '../../../../common/decorators/public.decorator';
import { Roles } from '../../../../common/decorators/roles.decorator';
import type { SessionUser } from '../../../../kernel/session-user';
import { RateLimit } from '../../../../common/rate-limit/rate-limit.decorator';
import { MessageSchema } from '../../../../common/http/error-body.response';
import { CurrentUserSchema, LoginPolicySchema } from './current-user.response';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { LOGIN_MAX_FAILED_ATTEMPTS, type CurrentUser as CurrentUserBody, type LoginPolicy } from '../../../../contracts';
import { CurrentUserService } from '../../application/current-user.service';
import { sessionCookieName } from './session-cookie';
import { LocalAuthGuard } from './local-auth.guard';
import { LoginRequestDto } from './login.request.dto';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly currentUsers: CurrentUserService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Public: the login form warns about the lock before it happens, with the server's real figures. */
  @ApiOperation({ summary: 'Read the sign-in lockout policy' })
  @Public()
  @ApiOkResponse({ type: LoginPolicySchema, description: 'The attempt threshold and lockout minutes the login form warns about' })
  @Get('login-policy')
  loginPolicy(): LoginPolicy {
    return { maxFailedAttempts: LOGIN_MAX_FAILED_ATTEMPTS, lockoutMinutes: this.config.lockoutMinutes };
  }

  @ApiOperation({ summary: 'Sign in with username and password' })
  @Public()
  @RateLimit('login')
  @UseGuards(LocalAuthGuard)
  @ApiBody({ type: LoginRequestDto })
  @ApiOkResponse({ type: CurrentUserSchema, description: 'Signed in (new session cookie); the current user' })
  @Post('login')
  @HttpCode(200)
  login(@Req() request: Request): Promise<CurrentUserBody> {
    return this.currentUsers.describe(request.user as SessionUser);
  }

  /** Public so that a stale tab can always sign out; destroying the row ends the session everywhere. */
  @ApiOperation({ summary: 'Sign out and end the session' })
  @Public()
  @ApiOkResponse({ type: MessageSchema, description: 'Signed out (session row deleted, cookie cleared)' })
  @Post('logout')
  @HttpCode(200)
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<{ message: string }> {
    await new Promise<void>((resolve, reject) => (request.session ? request.session.destroy((error) => (error ? reject(error) : resolve())) : resolve()));
    response.clearCookie(sessionCookieName(this.config), { path: '/', secure: this.config.secureCookies });
    return { message: 'Logged out' };
  }

  @ApiOperation({ summary: 'Read the signed-in user' })
  @Roles('any')
  @AllowDuringOnboarding()
  @ApiOkResponse({ type: CurrentUserSchema, description: 'The signed-in user (spec 000 §3 "Current user")' })
  @Get('user')
  user(@CurrentUser() user: SessionUser): Promise<CurrentUserBody> {
    return this.currentUsers.describe(user);
  }
}
