import { Controller, Get, Param, ParseIntPipe, Query, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';

import { Roles } from '../../../../common/decorators/roles.decorator';
import { ErrorBodySchema } from '../../../../common/http/error-body.response';
import { AdminCharityDetailSchema, AdminCharityPageSchema } from './charities-admin.response';
import type { CsvColumn } from '../../../../common/http/csv';
import { ADMIN_CHARITY_DETAIL_LIMIT, AdminCharityDetail, AdminCharityRow, AdminPage, PROJECT_STATUS_LABELS, PROJECT_STATUSES } from '../../../../contracts';
import { AuditLogQueryService } from '../../../audit';
import { CharityAdminQueriesService } from '../../../charities';
import { EnquiriesByEmailService } from '../../../enquiries';
import { AdminCharitiesQueryDto } from './charities-admin.query.dto';
import { csvOrPage } from './csv-or-page';

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
  @ApiOkResponse({ type: AdminCharityPageSchema, description: 'Registered charities, newest first unless sorted, filtered by tier, membership and search (or a CSV in the same order with ?format=csv)' })
  @ApiProduces('application/json', 'text/csv')
  @Get()
  list(@Query() query: AdminCharitiesQueryDto): Promise<AdminPage<AdminCharityRow> | StreamableFile> {
    const filter = { tier: query.tier, membership: query.membership, search: query.search };
    return csvOrPage(query, 'charities', CHARITY_COLUMNS, (request) => this.charities.list(filter, request));
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
