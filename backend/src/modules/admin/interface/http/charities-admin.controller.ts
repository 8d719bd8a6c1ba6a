import { Controller, Get, Param, ParseIntPipe, Query, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';

import { Roles } from '../../../../common/decorators/roles.decorator';
import { ErrorBodySchema } from '../../../../common/http/error-body.response';
import { AdminCharityDetailSchema, AdminCharityPageSchema } from './charities-admin.response';
import { CsvColumn, streamCsv } from '../../../../common/http/csv';
import { DEEP_PAGE_NOTE, GrowingListBadRequest, refusePageWithCursor } from '../../../../common/http/cursor-query';
import { rowsByCursor } from '../../../../kernel/page-request';
import { ADMIN_CHARITY_DETAIL_LIMIT, AdminCharityDetail, AdminCharityRow, CursorPage, PROJECT_STATUS_LABELS, PROJECT_STATUSES } from '../../../../contracts';
import { AuditLogQueryService } from '../../../audit';
import { CharityAdminQueriesService } from '../../../charities';
import { EnquiriesByEmailService } from '../../../enquiries';
import { AdminCharitiesQueryDto } from './charities-admin.query.dto';
import { pageRequestOf } from './admin-page.query.dto';

const CHARITY_COLUMNS: CsvColumn<AdminCharityRow>[] = [
  { header: 'Id', value: (row) => row.id },
  { header: 'Organisation', value: (row) => row.organisation },
  { header: 'Contact', value: (row) => row.contactName },
  { header: 'Email', value: (row) => row.email },
  { header: 'Tier', value: (row) => row.membershipTierLabel },
  { header: 'Membership active', value: (row) => row.membershipActive },
  { header: 'Membership expiry', value: (row) => row.membershipExpiry },
  { header: 'Registered at', value: (row) => row.registeredAt },
  ...PROJECT_STATUSES.map((status): CsvColumn<AdminCharityRow> => ({ header: `Projects ${PROJECT_STATUS_LABELS[status].toLowerCase()}`, value: (row) => row.projectCounts[status] })),
  { header: 'Last sign-in', value: (row) => row.lastSignInAt },
];

/** Issue 16 "Charities": who registered, their membership and projects; one charity's page. Reads only. */
@ApiTags('admin')
@Controller('admin/charities')
@Roles('admin')
export class CharitiesAdminController {
  constructor(
    private readonly charities: CharityAdminQueriesService,
    private readonly auditLog: AuditLogQueryService,
    private readonly enquiries: EnquiriesByEmailService,
  ) {}

  @ApiOperation({ summary: 'List the registered charities' })
  @ApiOkResponse({
    type: AdminCharityPageSchema,
    description: `Registered charities, newest first unless sorted, filtered by tier, membership and search (or every one in the same order as a CSV with ?format=csv, read a keyset batch at a time). Each page carries nextCursor / previousCursor for ?cursor=; with a filter the total is counted no further than the depth limit (totalCapped).${DEEP_PAGE_NOTE}`,
  })
  @ApiProduces('application/json', 'text/csv')
  @GrowingListBadRequest()
  @Get()
  async list(@Query() query: AdminCharitiesQueryDto): Promise<CursorPage<AdminCharityRow> | StreamableFile> {
    const filter = { tier: query.tier, membership: query.membership, search: query.search };
    const request = pageRequestOf(query);
    if (query.format === 'csv') {
      const batches = rowsByCursor(async (cursor, pageSize) => {
        const batch = await this.charities.list(filter, { page: 1, pageSize, sort: request.sort, cursor });
        return { rows: batch.data, nextCursor: batch.nextCursor };
      });
      return streamCsv('charities', CHARITY_COLUMNS, batches);
    }
    refusePageWithCursor(query);
    return this.charities.list(filter, { ...request, cursor: query.cursor });
  }

  @ApiOperation({ summary: "Read one charity's page" })
  @ApiOkResponse({ type: AdminCharityDetailSchema, description: 'The charity, its projects, membership requests, enquiries made with its e-mail and audit trail (the newest 50 of each)' })
  @ApiNotFoundResponse({ type: ErrorBodySchema, description: 'No such charity' })
  @Get(':id')
  async findOne(@Param('id', ParseIntPipe) id: number): Promise<AdminCharityDetail> {
    const charity = await this.charities.page(id);
    const trail = await this.auditLog.list({ aboutUserId: charity.userId }, { page: 1, pageSize: ADMIN_CHARITY_DETAIL_LIMIT });
    const enquiries = await this.enquiries.newestFrom(charity.email, ADMIN_CHARITY_DETAIL_LIMIT);
    return { ...charity, enquiries, auditTrail: trail.data };
  }
}
