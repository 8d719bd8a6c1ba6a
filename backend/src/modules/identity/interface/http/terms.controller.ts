import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';

import { AllowDuringOnboarding } from '../../../../common/decorators/allow-during-onboarding.decorator';
import { CurrentUser } from '../../../../common/decorators/current-user.decorator';
import { Roles } from '../../../../common/decorators/roles.decorator';
import type { SessionUser } from '../../../../kernel/session-user';
import { CurrentUserSchema } from './current-user.response';
import type { CurrentUser as CurrentUserBody } from '../../../../contracts';
import { AcceptTermsService } from '../../application/accept-terms.service';
import { CurrentUserService } from '../../application/current-user.service';
import { AcceptTermsRequestDto } from './accept-terms.request.dto';

@ApiTags('auth')
@Controller('auth')
export class TermsController {
  constructor(
    private readonly terms: AcceptTermsService,
    private readonly currentUsers: CurrentUserService,
  ) {}

  @ApiOperation({ summary: 'Accept the current terms' })
  @Roles('any')
  @AllowDuringOnboarding()
  @ApiOkResponse({ type: CurrentUserSchema, description: 'Terms accepted (DECISIONS D7); the current user with the new flags' })
  @Post('accept-terms')
  @HttpCode(200)
  async acceptTerms(@CurrentUser() user: SessionUser, @Body() body: AcceptTermsRequestDto, @Req() request: Request): Promise<CurrentUserBody> {
    await this.terms.accept(user, { ipAddress: request.ip ?? null, userAgent: request.get('user-agent') ?? body.userAgent ?? null });
    return this.currentUsers.describeById(user.id);
  }
}
