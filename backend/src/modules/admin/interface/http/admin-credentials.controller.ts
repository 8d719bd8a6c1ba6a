import { Body, Controller, HttpCode, Param, ParseIntPipe, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';

import { CurrentUser } from '../../../../common/decorators/current-user.decorator';
import { Roles } from '../../../../common/decorators/roles.decorator';
import type { SessionUser } from '../../../../kernel/session-user';
import { IssuedCredentialsSchema } from './credentials.response';
import { ConsultantCredentialsService } from '../../../identity';
import { AssignTempCredentialsRequestDto, CreatePreListedConsultantRequestDto } from './create-pre-listed-consultant.request.dto';

interface CredentialsResponse {
  consultantId: number;
  username: string;
  temporaryPassword: string;
}

/** Temporary credentials (DECISIONS D5). The response is the only place the password is ever shown. */
@ApiTags('admin')
@Controller('admin')
@Roles('admin')
export class AdminCredentialsController {
  constructor(private readonly credentials: ConsultantCredentialsService) {}

  @ApiOperation({ summary: 'Create a pre-listed consultant' })
  @ApiCreatedResponse({ type: IssuedCredentialsSchema, description: 'The approved consultant and their temporary password (shown once)' })
  @Post('create-pre-listed-consultant')
  async createPreListed(@CurrentUser() admin: SessionUser, @Body() body: CreatePreListedConsultantRequestDto, @Req() request: Request): Promise<CredentialsResponse> {
    const issued = await this.credentials.createPreListed(admin, body, request.ip ?? null);
    return { consultantId: issued.consultantId, username: issued.username, temporaryPassword: issued.temporaryPassword };
  }

  @ApiOperation({ summary: 'Assign temporary credentials to a consultant' })
  @ApiOkResponse({ type: IssuedCredentialsSchema, description: 'A fresh temporary password (shown once)' })
  @Post('assign-temp-credentials/:consultantId')
  @HttpCode(200)
  async assign(
    @CurrentUser() admin: SessionUser,
    @Param('consultantId', ParseIntPipe) consultantId: number,
    @Body() body: AssignTempCredentialsRequestDto,
    @Req() request: Request,
  ): Promise<CredentialsResponse> {
    const issued = await this.credentials.assignTemporary(admin, consultantId, body.tempPassword, request.ip ?? null);
    return { consultantId: issued.consultantId, username: issued.username, temporaryPassword: issued.temporaryPassword };
  }
}
