import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseIntPipe, Post, Query, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';

import { CurrentUser } from '../../../../common/decorators/current-user.decorator';
import { Roles } from '../../../../common/decorators/roles.decorator';
import { ApiException } from '../../../../common/http/api-exceptions';
import { ErrorBodySchema } from '../../../../common/http/error-body.response';
import { AdminMembershipRequestPageSchema, AdminMembershipRequestSchema, MembershipRequestSchema } from './membership.response';
import { CsvColumn, streamCsv } from '../../../../common/http/csv';
import { DEEP_PAGE_NOTE, GrowingListBadRequest, refusePageWithCursor } from '../../../../common/http/cursor-query';
import {
  AdminMembershipRequest,
  AdminMembershipRequestPage,
  MEMBERSHIP_MESSAGES,
  MEMBERSHIP_REQUEST_STATUS_LABELS,
  MEMBERSHIP_REQUEST_TYPE_LABELS,
  MembershipRequestView,
  ORGANISATION_SIZE_LABELS,
} from '../../../../contracts';
import { rowsByCursor, sortRequestOf } from '../../../../kernel/page-request';
import type { SessionUser } from '../../../../kernel/session-user';
import { MembershipRequestsService } from '../../application/membership-requests.service';
import { CreateMembershipRequestDto, MembershipRequestsQueryDto } from './membership.request.dto';

/** A request id that is not a number is a request that does not exist. */
const REQUEST_ID = new ParseIntPipe({ errorHttpStatusCode: HttpStatus.NOT_FOUND, exceptionFactory: () => new ApiException(HttpStatus.NOT_FOUND, MEMBERSHIP_MESSAGES.notFound) });

const MEMBERSHIP_REQUESTS_CSV: CsvColumn<AdminMembershipRequest>[] = [
  { header: 'Id', value: (row) => row.id },
  { header: 'Charity', value: (row) => row.charity.name },
  { header: 'Contact email', value: (row) => row.charity.contactEmail },
  { header: 'Tier', value: (row) => ORGANISATION_SIZE_LABELS[row.charity.membershipTier] },
  { header: 'Request', value: (row) => MEMBERSHIP_REQUEST_TYPE_LABELS[row.type] },
  { header: 'Tier asked for', value: (row) => (row.requestedTier ? ORGANISATION_SIZE_LABELS[row.requestedTier] : '') },
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
  @ApiOperation({ summary: 'Request membership activation, renewal or a change of tier' })
  @Roles('charity')
  @ApiCreatedResponse({ type: MembershipRequestSchema, description: 'The new request; the charity and the admins are mailed. 200 with the open one if it exists' })
  @ApiBadRequestResponse({ type: ErrorBodySchema, description: "type is not 'activate', 'renew' or 'change_tier', or a tier change names no tier" })
  @ApiConflictResponse({ type: ErrorBodySchema, description: 'Activating an active membership, renewing an inactive one, asking for the current tier, or a second tier change while one is open' })
  @Post('membership/requests')
  async create(@CurrentUser() user: SessionUser, @Body() body: CreateMembershipRequestDto, @Res({ passthrough: true }) response: Response): Promise<MembershipRequestView> {
    const outcome = await this.requests.request(user, body.type, body.type === 'change_tier' ? (body.tier ?? null) : null);
    if (!outcome.created) response.status(HttpStatus.OK);
    return outcome.request;
  }

  @ApiOperation({ summary: 'List membership requests' })
  @Roles('admin')
  @ApiOkResponse({
    type: AdminMembershipRequestPageSchema,
    description: `Open requests first, then newest, unless sorted (or every request in the same order as a CSV download with ?format=csv, streamed a keyset batch at a time). Each page carries nextCursor / previousCursor for ?cursor=.${DEEP_PAGE_NOTE}`,
  })
  @GrowingListBadRequest()
  @ApiProduces('application/json', 'text/csv')
  @Get('admin/membership-requests')
  async list(@Query() query: MembershipRequestsQueryDto): Promise<AdminMembershipRequestPage | StreamableFile> {
    const sort = sortRequestOf(query);
    if (query.format === 'csv') {
      const batches = rowsByCursor(async (cursor, pageSize) => {
        const batch = await this.requests.listForAdmin({ cursor, sort }, pageSize);
        return { rows: batch.items, nextCursor: batch.nextCursor };
      });
      return streamCsv('membership-requests', MEMBERSHIP_REQUESTS_CSV, batches);
    }
    refusePageWithCursor(query);
    return this.requests.listForAdmin({ page: query.page, cursor: query.cursor, sort });
  }

  @ApiOperation({ summary: 'Activate a requested membership' })
  @Roles('admin')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminMembershipRequestSchema, description: 'Handled: activation runs 6 months from today, a renewal one month from the later of today and the expiry' })
  @ApiNotFoundResponse({ type: ErrorBodySchema, description: 'No such request' })
  @ApiConflictResponse({ type: ErrorBodySchema, description: 'Already handled, or a tier change (answered by change-tier)' })
  @Post('admin/membership-requests/:id/activate')
  activate(@CurrentUser() admin: SessionUser, @Param('id', REQUEST_ID) id: number, @Req() request: Request): Promise<AdminMembershipRequest> {
    return this.requests.activate(id, admin, request.ip ?? null);
  }

  @ApiOperation({ summary: 'Approve a requested change of membership tier' })
  @Roles('admin')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminMembershipRequestSchema, description: 'Handled: the membership is on the tier asked for (price and discount follow it), the expiry stays; the charity is mailed and notified' })
  @ApiNotFoundResponse({ type: ErrorBodySchema, description: 'No such request' })
  @ApiConflictResponse({ type: ErrorBodySchema, description: 'Already handled, or not a tier change' })
  @Post('admin/membership-requests/:id/change-tier')
  changeTier(@CurrentUser() admin: SessionUser, @Param('id', REQUEST_ID) id: number, @Req() request: Request): Promise<AdminMembershipRequest> {
    return this.requests.changeTier(id, admin, request.ip ?? null);
  }

  @ApiOperation({ summary: 'Decline a membership request' })
  @Roles('admin')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminMembershipRequestSchema, description: 'Declined: the membership is unchanged; the charity is mailed and notified' })
  @ApiNotFoundResponse({ type: ErrorBodySchema, description: 'No such request' })
  @ApiConflictResponse({ type: ErrorBodySchema, description: 'Already handled' })
  @Post('admin/membership-requests/:id/decline')
  decline(@CurrentUser() admin: SessionUser, @Param('id', REQUEST_ID) id: number, @Req() request: Request): Promise<AdminMembershipRequest> {
    return this.requests.decline(id, admin, request.ip ?? null);
  }
}
