import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';

import { Roles } from '../../../../common/decorators/roles.decorator';
import { ErrorBodySchema } from '../../../../common/http/error-body.response';
import { streamCsv } from '../../../../common/http/csv';
import { OUTCOMES_DAYS_DEFAULT, OutcomesReport } from '../../../../contracts';
import { OutcomesReportService } from '../../application/outcomes-report.service';
import { OutcomesReportSchema } from './outcomes.response';
import { OutcomesQueryDto } from './outcomes.query.dto';
import { OUTCOMES_CSV_COLUMNS, outcomesCsvRows } from './outcomes-csv';

async function* each<Row>(rows: readonly Row[]): AsyncGenerator<Row> {
  yield* rows;
}

/** The funnel from search to reviewed work, and how fast and how often needs are filled (issue 18). */
@ApiTags('admin')
@Controller('admin/outcomes')
@Roles('admin')
export class AdminOutcomesController {
  constructor(private readonly outcomes: OutcomesReportService) {}

  @ApiOperation({ summary: 'Report the outcomes funnel' })
  @ApiOkResponse({ type: OutcomesReportSchema, description: 'Over the last `days` days: funnel counts and conversions, time to match and to completion, fill rates, ratings by expertise, repeat charities; or a CSV with ?format=csv' })
  @ApiProduces('application/json', 'text/csv')
  @ApiBadRequestResponse({ type: ErrorBodySchema, description: 'days is not a whole number from 1 to 730, or format is neither json nor csv' })
  @Get()
  async report(@Query() query: OutcomesQueryDto): Promise<OutcomesReport | StreamableFile> {
    const report = await this.outcomes.report(query.days ?? OUTCOMES_DAYS_DEFAULT);
    // A few dozen rows at most (steps, expertise areas, size bands): computed once, streamed like every admin CSV.
    return query.format === 'csv' ? streamCsv('outcomes', OUTCOMES_CSV_COLUMNS, each(outcomesCsvRows(report))) : report;
  }
}
