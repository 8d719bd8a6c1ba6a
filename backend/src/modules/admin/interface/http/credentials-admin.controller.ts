import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';

import { CurrentUser } from '../../../../common/decorators/current-user.decorator';
import { DEEP_PAGE_NOTE, GrowingListBadRequest, refusePageWithCursor } from '../../../../common/http/cursor-query';
import { Roles } from '../../../../common/decorators/roles.decorator';
import { CredentialPageSchema, CredentialTestSchema, IssuedCredentialsSchema, StandardizeResponseSchema } from './credentials.response';
import { ADMIN_MESSAGES, CredentialPage, CredentialTestView, StandardizeResult } from '../../../../contracts';
import type { SessionUser } from '../../../../kernel/session-user';
import { ConsultantCredentialsService, CredentialsAdminService } from '../../../identity';
import { CredentialsQueryDto, pageRequestOf } from './admin-page.query.dto';
import { CreateConsultantAccountRequestDto } from './create-consultant-account.request.dto';

/** DECISIONS D5 on the dual-role Admin View (spec 001 §2, §7), and the admin "Create consultant account" form. */
@ApiTags('admin')
@Controller('admin')
@Roles('admin')
export class CredentialsAdminController {
  constructor(
    private readonly credentials: CredentialsAdminService,
    private readonly accounts: ConsultantCredentialsService,
  ) {}

  @ApiOperation({ summary: 'List consultants with their credential status' })
  @ApiOkResponse({
    type: CredentialPageSchema,
    description: `Approved consultants, newest first; the temporary password only while it must still be changed. Each page carries nextCursor / previousCursor for ?cursor=; the total is counted no further than the depth limit (totalCapped).${DEEP_PAGE_NOTE}`,
  })
  @GrowingListBadRequest()
  @Get('consultant-credentials')
  async list(@Query() query: CredentialsQueryDto): Promise<CredentialPage> {
    refusePageWithCursor(query);
    const { data, ...paging } = await this.credentials.list({ ...pageRequestOf(query), cursor: query.cursor });
    return { credentials: data, ...paging };
  }

  @ApiOperation({ summary: 'Give every consultant without credentials a temporary password' })
  @ApiOkResponse({ type: StandardizeResponseSchema, description: "first.last usernames and a fresh random password each; finished consultants 'skipped'" })
  @Post('standardize-consultant-credentials')
  @HttpCode(200)
  async standardize(@CurrentUser() admin: SessionUser, @Req() request: Request): Promise<{ results: StandardizeResult[]; message: string }> {
    const results = await this.credentials.standardizeAll({ id: admin.id, ipAddress: request.ip ?? null });
    return { results, message: ADMIN_MESSAGES.standardized(results.filter((result) => result.status === 'updated').length) };
  }

  @ApiOperation({ summary: 'Test a consultant\'s stored credentials' })
  @ApiOkResponse({ type: CredentialTestSchema, description: "Would the temporary credential sign in? No session is created: the admin's own stays as it was" })
  @Post('consultant-credentials/:id/test')
  @HttpCode(200)
  test(@Param('id', ParseIntPipe) consultantId: number): Promise<CredentialTestView> {
    return this.credentials.test(consultantId);
  }

  @ApiOperation({ summary: 'Create a consultant account' })
  @ApiCreatedResponse({ type: IssuedCredentialsSchema, description: "'Consultant account created successfully': the username and temporary password (shown once)" })
  @Post('create-consultant-account')
  async create(@CurrentUser() admin: SessionUser, @Body() body: CreateConsultantAccountRequestDto, @Req() request: Request): Promise<{ consultantId: number; username: string; temporaryPassword: string }> {
    const fullForm = body.expertise !== undefined;
    const issued = await this.accounts.createAccount(
      admin,
      {
        account: { username: body.username, email: body.email, name: body.name, organisation: body.organisation ?? null, phone: body.phone ?? null, bio: body.bio ?? null },
        temporaryPassword: body.password,
        profile: {
          expertise: body.expertise ?? [],
          yearsExperience: body.yearsExperience ?? 0,
          isApproved: body.isApproved ?? true,
          isFeatured: fullForm ? (body.isFeatured ?? false) : false,
          profileSummary: body.profileSummary ?? null,
          previousExperience: body.previousExperience ?? null,
          specialisations: body.specializations ?? null,
          linkedin: body.linkedin ?? null,
        },
      },
      request.ip ?? null,
      'consultant_account_created',
    );
    return { consultantId: issued.consultantId, username: issued.username, temporaryPassword: issued.temporaryPassword };
  }
}
