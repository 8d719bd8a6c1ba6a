import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';

import { AllowDuringOnboarding } from '../../../../common/decorators/allow-during-onboarding.decorator';
import { CurrentUser } from '../../../../common/decorators/current-user.decorator';
import { Roles } from '../../../../common/decorators/roles.decorator';
import { ErrorBodySchema, MessageSchema } from '../../../../common/http/error-body.response';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { PERSONAL_DATA_MESSAGES } from '../../../../contracts';
import type { SessionUser } from '../../../../kernel/session-user';
import { AccountErasureService } from '../../../identity';
import { EraseMemberService } from '../../application/erase-member.service';
import { endSession } from './end-session';
import { ConfirmPasswordRequestDto } from './personal-data.request.dto';

/** Issue 19, D19: a member deletes their own account after re-entering their password. */
@ApiTags('account')
@Controller('account')
@Roles('any')
@AllowDuringOnboarding()
export class AccountErasureController {
  constructor(
    private readonly accounts: AccountErasureService,
    private readonly erasure: EraseMemberService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ApiOperation({ summary: 'Delete the signed-in member\'s account (erase their personal data)' })
  @ApiOkResponse({ type: MessageSchema, description: 'Erased; every session of the account has ended and the cookie is cleared' })
  @ApiUnauthorizedResponse({ type: ErrorBodySchema, description: 'No password (not counted), or a wrong one (counts towards the lockout like a failed login)' })
  @ApiTooManyRequestsResponse({ type: ErrorBodySchema, description: 'The account is locked after too many wrong passwords' })
  @ApiConflictResponse({ type: ErrorBodySchema, description: 'A project of theirs is in progress, or they are the last admin' })
  @ApiNotFoundResponse({ type: ErrorBodySchema, description: 'Already erased' })
  @Post('delete')
  @HttpCode(200)
  async delete(@CurrentUser() user: SessionUser, @Body() body: ConfirmPasswordRequestDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<{ message: string }> {
    const ipAddress = request.ip ?? null;
    await this.accounts.confirmOwnPassword(user.id, body.password, ipAddress);
    await this.erasure.erase(user.id, { by: 'self', ipAddress });
    await endSession(request, response, this.config);
    return { message: PERSONAL_DATA_MESSAGES.accountDeleted };
  }
}
