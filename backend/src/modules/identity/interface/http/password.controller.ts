import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';

import { AllowDuringOnboarding } from '../../../../common/decorators/allow-during-onboarding.decorator';
import { CurrentUser } from '../../../../common/decorators/current-user.decorator';
import { Public } from '../../../../common/decorators/public.decorator';
import { Roles } from '../../../../common/decorators/roles.decorator';
import type { SessionUser } from '../../../../kernel/session-user';
import { RateLimit } from '../../../../common/rate-limit/rate-limit.decorator';
import { MessageSchema } from '../../../../common/http/error-body.response';
import { CurrentUserSchema } from './current-user.response';
import { API_MESSAGES, CurrentUser as CurrentUserBody } from '../../../../contracts';
import { ChangePasswordService } from '../../application/change-password.service';
import { CurrentUserService } from '../../application/current-user.service';
import { PasswordResetService } from '../../application/password-reset.service';
import { ChangePasswordRequestDto, ForgotPasswordRequestDto, ResetPasswordRequestDto } from './password.request.dto';

@ApiTags('auth')
@Controller('auth')
export class PasswordController {
  constructor(
    private readonly resets: PasswordResetService,
    private readonly changes: ChangePasswordService,
    private readonly currentUsers: CurrentUserService,
  ) {}

  /** Same answer whether or not the address has an account (no enumeration). */
  @ApiOperation({ summary: 'Request a password reset link' })
  @Public()
  @RateLimit('form')
  @ApiOkResponse({ type: MessageSchema, description: 'Always the same answer, whether or not the address has an account' })
  @Post('forgot-password')
  @HttpCode(200)
  async forgotPassword(@Body() body: ForgotPasswordRequestDto): Promise<{ message: string }> {
    await this.resets.requestReset(body.email);
    return { message: API_MESSAGES.forgotPasswordAccepted };
  }

  @ApiOperation({ summary: 'Set a new password with a reset link' })
  @Public()
  @RateLimit('form')
  @ApiOkResponse({ type: MessageSchema, description: 'Password set; every session of the user ended' })
  @Post('reset-password')
  @HttpCode(200)
  async resetPassword(@Body() body: ResetPasswordRequestDto, @Req() request: Request): Promise<{ message: string }> {
    await this.resets.reset(body.token, body.email, body.password, request.ip ?? null);
    return { message: 'Your password has been updated. Please log in with your new password.' };
  }

  /** Rate limited per IP like login: a wrong current password is a guess and counts towards the lockout. */
  @ApiOperation({ summary: 'Change the signed-in user\'s password' })
  @Roles('any')
  @AllowDuringOnboarding()
  @ApiOkResponse({ type: CurrentUserSchema, description: 'Password changed; the current user with the new flags' })
  @RateLimit('login')
  @Post('change-password')
  @HttpCode(200)
  async changePassword(@CurrentUser() user: SessionUser, @Body() body: ChangePasswordRequestDto, @Req() request: Request): Promise<CurrentUserBody> {
    await this.changes.change(user, request.sessionID, body.currentPassword, body.newPassword, request.ip ?? null);
    return this.currentUsers.describeById(user.id);
  }
}
