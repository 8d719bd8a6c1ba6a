import { Body, Controller, Get, Patch, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';

import { CurrentUser } from '../../../../common/decorators/current-user.decorator';
import { Roles } from '../../../../common/decorators/roles.decorator';
import { ErrorBodySchema } from '../../../../common/http/error-body.response';
import { AccountViewSchema } from './account.response';
import type { AccountView } from '../../../../contracts';
import type { SessionUser } from '../../../../kernel/session-user';
import { AccountSettingsService } from '../../application/account-settings.service';
import { UpdateAccountRequestDto } from './account-settings.request.dto';

/** Account Settings (issue 9): the signed-in user's own details. */
@ApiTags('account')
@Controller('account')
@Roles('any')
export class AccountController {
  constructor(private readonly accounts: AccountSettingsService) {}

  @ApiOperation({ summary: 'Read the signed-in member\'s account settings' })
  @ApiOkResponse({ type: AccountViewSchema, description: "The caller's contact details, and a charity's organisation" })
  @Get()
  get(@CurrentUser() user: SessionUser): Promise<AccountView> {
    return this.accounts.get(user);
  }

  @ApiOperation({ summary: 'Update the signed-in member\'s account settings' })
  @ApiOkResponse({ type: AccountViewSchema, description: 'The details after the change' })
  @ApiBadRequestResponse({ type: ErrorBodySchema, description: 'A field breaks its rule, an unknown field was sent, or a new e-mail came without the right current password' })
  @ApiConflictResponse({ type: ErrorBodySchema, description: 'The e-mail address belongs to another account' })
  @Patch()
  update(@CurrentUser() user: SessionUser, @Body() body: UpdateAccountRequestDto, @Req() request: Request): Promise<AccountView> {
    return this.accounts.update(user, request.sessionID, body, request.ip ?? null);
  }
}
