import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';

import { Roles } from '../../../../common/decorators/roles.decorator';
import { CsvColumn, streamCsv } from '../../../../common/http/csv';
import { DEEP_PAGE_NOTE, GrowingListBadRequest, refusePageWithCursor } from '../../../../common/http/cursor-query';
import { StaleAvailabilityPageSchema, UnmetDemandReportSchema } from './admin-reports.response';
import { StaleAvailabilityEntry, StaleAvailabilityPage, UNMET_DEMAND_DAYS_DEFAULT, UNMET_DEMAND_SOURCE_LABELS, UnmetDemandReport } from '../../../../contracts';
import { sortRequestOf } from '../../../../kernel/page-request';
import { ConsultantReportsService } from '../../../consultants';
import { UnmetDemandReportService } from '../../application/unmet-demand-report.service';
import { STALE_AVAILABILITY_PAGE_SIZE_DEFAULT, StaleAvailabilityQueryDto, UnmetDemandQueryDto } from './admin-report.query.dto';

const STALE_AVAILABILITY_CSV: CsvColumn<StaleAvailabilityEntry>[] = [
  { header: 'Id', value: (row) => row.id },
  { header: 'First name', value: (row) => row.firstName },
  { header: 'Last name', value: (row) => row.lastName },
  { header: 'Email', value: (row) => row.email },
  { header: 'Last confirmed', value: (row) => row.availabilityConfirmedAt },
  { header: 'Days since confirmation', value: (row) => row.days },
  { header: 'Reminder sent', value: (row) => row.reminderSentAt },
];

/** One row per figure of the report: where the demand was seen, what was asked for, how often. */
interface UnmetDemandRow {
  source: string;
  label: string;
  count: number;
}

const UNMET_DEMAND_CSV: CsvColumn<UnmetDemandRow>[] = [
  { header: 'Source', value: (row) => row.source },
  { header: 'Asked for', value: (row) => row.label },
  { header: 'Count', value: (row) => row.count },
];

function unmetDemandRows(report: UnmetDemandReport): UnmetDemandRow[] {
  return [
    ...report.searches.byExpertise.map((entry) => ({ source: UNMET_DEMAND_SOURCE_LABELS.searchExpertise, label: entry.label, count: entry.count })),
    ...report.searches.bySearchText.map((entry) => ({ source: UNMET_DEMAND_SOURCE_LABELS.searchText, label: entry.searchText, count: entry.count })),
    ...report.waitingList.byExpertise.map((entry) => ({ source: UNMET_DEMAND_SOURCE_LABELS.waitingList, label: entry.label, count: entry.count })),
  ];
}

async function* listed<Row>(rows: readonly Row[]): AsyncGenerator<Row> {
  yield* rows;
}

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
  @ApiOkResponse({
    type: StaleAvailabilityPageSchema,
    description: `Approved consultants shown 'Available' whose confirmation is over 30 days old or whose confirmation mail is unanswered; longest unconfirmed first unless sorted (every row as a CSV download with ?format=csv, streamed in keyset batches). Each page carries nextCursor / previousCursor for ?cursor=; the total is counted no further than the depth limit (totalCapped).${DEEP_PAGE_NOTE}`,
  })
  @GrowingListBadRequest()
  @ApiProduces('application/json', 'text/csv')
  @Get('stale-availability')
  staleAvailability(@Query() query: StaleAvailabilityQueryDto): Promise<StaleAvailabilityPage> | StreamableFile {
    refusePageWithCursor(query);
    const sort = sortRequestOf(query);
    if (query.format === 'csv') return streamCsv('stale-availability', STALE_AVAILABILITY_CSV, this.consultantReports.staleAvailabilityRows(sort));
    return this.consultantReports.staleAvailability({ page: query.page ?? 1, pageSize: query.pageSize ?? STALE_AVAILABILITY_PAGE_SIZE_DEFAULT, sort, cursor: query.cursor });
  }

  @ApiOperation({ summary: 'Report searches that found no consultant' })
  @ApiOkResponse({ type: UnmetDemandReportSchema, description: 'Zero-result directory searches and charity waiting-list needs over the last `days` days (one row per figure as a CSV download with ?format=csv)' })
  @ApiProduces('application/json', 'text/csv')
  @Get('unmet-demand')
  async unmetDemandReport(@Query() query: UnmetDemandQueryDto): Promise<UnmetDemandReport | StreamableFile> {
    const report = await this.unmetDemand.report(query.days ?? UNMET_DEMAND_DAYS_DEFAULT);
    // A report of a few dozen figures (top searches are capped): built in memory, unlike the lists.
    return query.format === 'csv' ? streamCsv('unmet-demand', UNMET_DEMAND_CSV, listed(unmetDemandRows(report))) : report;
  }
}
