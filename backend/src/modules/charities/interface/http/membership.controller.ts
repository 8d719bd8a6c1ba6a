import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseIntPipe, Post, Query, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';

import { CurrentUser } from '../../../../common/decorators/current-user.decorator';
import { Roles } from '../../../../common/decorators/roles.decorator';
import { ApiException } from '../../../../common/http/api-exceptions';
import { ErrorBodySchema } from '../../../../common/http/error-body.response';
import { AdminMembershipRequestPageSchema, AdminMembershipRequestSchema, MembershipRequestSchema } from './membership.response';
import { CsvColumn, streamCsv } from '../../../../common/http/csv';
import {
  AdminMembershipRequest,
  AdminMembershipRequestPage,
  MEMBERSHIP_MESSAGES,
  MEMBERSHIP_REQUEST_STATUS_LABELS,
  MEMBERSHIP_REQUEST_TYPE_LABELS,
  MembershipRequestView,
  ORGANISATION_SIZE_LABELS,
} from '../../../../contracts';
import { rowsPageByPage, sortRequestOf } from '../../../../kernel/page-request';
import type { SessionUser } from '../../../../kernel/session-user';
import { MembershipRequestsService } from '../../application/membership-requests.service';
import { CreateMembershipRequestDto, MembershipRequestsQueryDto } from './membership.request.dto';

const MEMBERSHIP_REQUESTS_CSV: CsvColumn<AdminMembershipRequest>[] = [
  { header: 'Id', value: (row) => row.id },
  { header: 'Charity', value: (row) => row.charity.name },
  { header: 'Contact email', value: (row) => row.charity.contactEmail },
  { header: 'Tier', value: (row) => ORGANISATION_SIZE_LABELS[row.charity.membershipTier] },
  { header: 'Request', value: (row) => MEMBERSHIP_REQUEST_TYPE_LABELS[row.type] },
  { header: 'Status', value: (row) => MEMBERSHIP_REQUEST_STATUS_LABELS[row.status] },
  { header: 'Membership active', value: (row) => row.charity.membershipActive },
  { header: 'Membership expiry', value: (row) => row.charity.membershipExpiry },
  { header: 'Received', value: (row) => row.createdAt },
  { header: 'Handled', value: (row) => row.handledAt },
];

@ApiTags('membership')
@Controller()
export class MembershipController {
  constructor(private readonly requests: MembershipRequestsService) {}

  /** D9. A second open request of the same type is not a second request: the open one comes back (200). */
  @ApiOperation({ summary: 'Request membership activation or renewal' })
  @Roles('charity')
  @ApiCreatedResponse({ type: MembershipRequestSchema, description: 'The new request; the charity and the admins are mailed. 200 with the open one if it exists' })
  @ApiBadRequestResponse({ type: ErrorBodySchema, description: "type is not 'activate' or 'renew'" })
  @ApiConflictResponse({ type: ErrorBodySchema, description: 'Activating an active membership, or renewing an inactive one' })
  @Post('membership/requests')
  async create(@CurrentUser() user: SessionUser, @Body() body: CreateMembershipRequestDto, @Res({ passthrough: true }) response: Response): Promise<MembershipRequestView> {
    const outcome = await this.requests.request(user, body.type);
    if (!outcome.created) response.status(HttpStatus.OK);
    return outcome.request;
  }

  @ApiOperation({ summary: 'List membership requests' })
  @Roles('admin')
  @ApiOkResponse({ type: AdminMembershipRequestPageSchema, description: 'Open requests first, then newest, unless sorted (or every request in the same order as a CSV download with ?format=csv, streamed)' })
  @ApiProduces('application/json', 'text/csv')
  @Get('admin/membership-requests')
  async list(@Query() query: MembershipRequestsQueryDto): Promise<AdminMembershipRequestPage | StreamableFile> {
    const sort = sortRequestOf(query);
    if (query.format !== 'csv') return this.requests.listForAdmin(query.page, sort);
    return streamCsv('membership-requests', MEMBERSHIP_REQUESTS_CSV, rowsPageByPage(async (page, pageSize) => (await this.requests.listForAdmin(page, sort, pageSize)).items));
  }

  @ApiOperation({ summary: 'Activate a requested membership' })
  @Roles('admin')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminMembershipRequestSchema, description: 'Handled: activation runs 6 months from today, a renewal one month from the later of today and the expiry' })
  @ApiNotFoundResponse({ type: ErrorBodySchema, description: 'No such request' })
  @ApiConflictResponse({ type: ErrorBodySchema, description: 'Already handled' })
  @Post('admin/membership-requests/:id/activate')
  activate(
    @CurrentUser() admin: SessionUser,
    @Param('id', new ParseIntPipe({ errorHttpStatusCode: HttpStatus.NOT_FOUND, exceptionFactory: () => new ApiException(HttpStatus.NOT_FOUND, MEMBERSHIP_MESSAGES.notFound) })) id: number,
    @Req() request: Request,
  ): Promise<AdminMembershipRequest> {
    return this.requests.activate(id, admin, request.ip ?? null);
  }
}
