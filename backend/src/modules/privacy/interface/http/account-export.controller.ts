import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';

import { AllowDuringOnboarding } from '../../../../common/decorators/allow-during-onboarding.decorator';
import { CurrentUser } from '../../../../common/decorators/current-user.decorator';
import { Roles } from '../../../../common/decorators/roles.decorator';
import { ErrorBodySchema } from '../../../../common/http/error-body.response';
import { rootLogger } from '../../../../common/logging/logger';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { Clock, CLOCK } from '../../../../config/clock';
import type { SessionUser } from '../../../../kernel/session-user';
import { AccountErasureService } from '../../../identity';
import { ExportMemberService } from '../../application/export-member.service';
import { exportFileName } from '../../domain/export-layout';
import { ConfirmPasswordRequestDto } from './personal-data.request.dto';

/** Issue 19, D19: a member downloads everything held about them after re-entering their password. */
@ApiTags('account')
@Controller('account')
@Roles('any')
@AllowDuringOnboarding()
export class AccountExportController {
  constructor(
    private readonly accounts: AccountErasureService,
    private readonly exports: ExportMemberService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiOperation({ summary: 'Download everything held about the signed-in member as a ZIP' })
  @ApiProduces('application/zip')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' }, description: 'A ZIP: account.json, consent.json, projects.json, messages.json, files/, enquiries.json, reviews.json, mails.json, audit.json' })
  @ApiUnauthorizedResponse({ type: ErrorBodySchema, description: 'No password (not counted), or a wrong one (counts towards the lockout like a failed login)' })
  @ApiTooManyRequestsResponse({ type: ErrorBodySchema, description: 'An export within the last 10 minutes, or the account is locked' })
  @Post('export')
  @HttpCode(200)
  async export(@CurrentUser() user: SessionUser, @Body() body: ConfirmPasswordRequestDto, @Req() request: Request, @Res() response: Response): Promise<void> {
    const ipAddress = request.ip ?? null;
    await this.accounts.confirmOwnPassword(user.id, body.password, ipAddress);
    await this.exports.claim(user.id, ipAddress);
    // From here the status is sent: a failure can only cut the download short, which unzip reports.
    response.status(200);
    response.setHeader('Content-Type', 'application/zip');
    response.setHeader('Content-Disposition', `attachment; filename="${exportFileName(this.config.brandName, this.clock.now())}"`);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    try {
      await this.exports.writeTo(user.id, response);
    } catch (error) {
      rootLogger().warn({ userId: user.id, err: error instanceof Error ? error.name : 'unknown' }, 'data export stopped before the end');
      response.destroy();
    }
  }
}
