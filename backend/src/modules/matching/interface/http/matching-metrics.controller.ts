import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

import { Roles } from '../../../../common/decorators/roles.decorator';
import { MATCHING_METRICS_DAYS_DEFAULT, MATCHING_METRICS_DAYS_MAX, MatchingMetricsView } from '../../../../contracts';
import { MatchingMetricsService } from '../../application/matching-metrics.service';
import { MatchingMetricsSchema } from './matching.response';

const DAYS_MESSAGE = `Days must be a whole number from 1 to ${MATCHING_METRICS_DAYS_MAX}`;

export class MatchingMetricsQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MATCHING_METRICS_DAYS_MAX, default: MATCHING_METRICS_DAYS_DEFAULT })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : value))
  @Max(MATCHING_METRICS_DAYS_MAX, { message: DAYS_MESSAGE })
  @Min(1, { message: DAYS_MESSAGE })
  @IsInt({ message: DAYS_MESSAGE })
  days?: number;
}

/** The 24-hour promise, measured (D17). */
@ApiTags('admin')
@Controller('admin/matching')
@Roles('admin')
export class MatchingMetricsController {
  constructor(private readonly metrics: MatchingMetricsService) {}

  @ApiOkResponse({ type: MatchingMetricsSchema, description: 'Over the last `days` days: needs received, time to shortlist and to an accepted match, fill rates, decline reasons' })
  @ApiOperation({ summary: "Measure the 24-hour promise" })
  @Get('metrics')
  get(@Query() query: MatchingMetricsQueryDto): Promise<MatchingMetricsView> {
    return this.metrics.metrics(query.days ?? MATCHING_METRICS_DAYS_DEFAULT);
  }
}
