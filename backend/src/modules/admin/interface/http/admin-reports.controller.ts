import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

import { Roles } from '../../../../common/decorators/roles.decorator';
import { StaleAvailabilityPageSchema, UnmetDemandReportSchema } from '../../../../common/http/report-schemas';
import { StaleAvailabilityPage, UNMET_DEMAND_DAYS_DEFAULT, UnmetDemandReport } from '../../../../contracts';
import { sortRequestOf } from '../../../../kernel/page-request';
import { ConsultantReportsService } from '../../../consultants';
import { UnmetDemandReportService } from '../../application/unmet-demand-report.service';
import { STALE_AVAILABILITY_PAGE_SIZE_DEFAULT, StaleAvailabilityQueryDto, UnmetDemandQueryDto } from './admin-report.query.dto';

/** Read-only reports for the team (issue 7): whose availability needs chasing (D15), and unmet demand. */
@ApiTags('admin')
@Controller('admin')
@Roles('admin')
export class AdminReportsController {
  constructor(
    private readonly consultantReports: ConsultantReportsService,
    private readonly unmetDemand: UnmetDemandReportService,
  ) {}

  @ApiOperation({ summary: 'List consultants with stale availability' })
  @ApiOkResponse({ type: StaleAvailabilityPageSchema, description: "Approved consultants shown 'Available' whose confirmation is over 30 days old or whose confirmation mail is unanswered; longest unconfirmed first unless sorted" })
  @Get('stale-availability')
  staleAvailability(@Query() query: StaleAvailabilityQueryDto): Promise<StaleAvailabilityPage> {
    return this.consultantReports.staleAvailability({ page: query.page ?? 1, pageSize: query.pageSize ?? STALE_AVAILABILITY_PAGE_SIZE_DEFAULT, sort: sortRequestOf(query) });
  }

  @ApiOperation({ summary: 'Report searches that found no consultant' })
  @ApiOkResponse({ type: UnmetDemandReportSchema, description: 'Zero-result directory searches and charity waiting-list needs over the last `days` days' })
  @Get('unmet-demand')
  unmetDemandReport(@Query() query: UnmetDemandQueryDto): Promise<UnmetDemandReport> {
    return this.unmetDemand.report(query.days ?? UNMET_DEMAND_DAYS_DEFAULT);
  }
}
