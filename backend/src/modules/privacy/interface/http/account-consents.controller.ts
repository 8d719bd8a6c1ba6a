import { Body, Controller, Get, Put, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';

import { CurrentUser } from '../../../../common/decorators/current-user.decorator';
import { Roles } from '../../../../common/decorators/roles.decorator';
import { ErrorBodySchema } from '../../../../common/http/error-body.response';
import type { AccountConsentsView } from '../../../../contracts';
import type { SessionUser } from '../../../../kernel/session-user';
import { AccountConsentsService } from '../../application/account-consents.service';
import { MailPreferencesRequestDto } from './personal-data.request.dto';
import { AccountConsentsSchema } from './personal-data.response';

/** Issue 19: consent history and the choice about digests and reminders (Account Settings). */
@ApiTags('account')
@Controller('account')
@Roles('any')
export class AccountConsentsController {
  constructor(private readonly consents: AccountConsentsService) {}

  @ApiOperation({ summary: 'List the signed-in member\'s consents and mail choice' })
  @ApiOkResponse({ type: AccountConsentsSchema, description: 'Every terms and privacy acceptance, and the non-essential mail choice with its history' })
  @Get('consents')
  get(@CurrentUser() user: SessionUser): Promise<AccountConsentsView> {
    return this.consents.view(user.id);
  }

  @ApiOperation({ summary: 'Turn digests and reminders on or off' })
  @ApiBadRequestResponse({ type: ErrorBodySchema, description: 'nonEssentialMail is not a boolean' })
  @ApiOkResponse({ type: AccountConsentsSchema, description: 'The consents after the change' })
  @Put('mail-preferences')
  update(@CurrentUser() user: SessionUser, @Body() body: MailPreferencesRequestDto, @Req() request: Request): Promise<AccountConsentsView> {
    return this.consents.setNonEssentialMail(user.id, body.nonEssentialMail, request.ip ?? null, request.get('user-agent') ?? null);
  }
}
