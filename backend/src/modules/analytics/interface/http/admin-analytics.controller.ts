import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

import { Roles } from '../../../../common/decorators/roles.decorator';
import { AnalyticsResponseSchema } from './analytics.response';
import type { AnalyticsSummary } from '../../../../contracts';
import { PageVisitsService } from '../../application/page-visits.service';

/** Site analytics for the admin dashboard and sign-up portal (spec 001 §2, §7; D11). */
@ApiTags('admin')
@Controller('admin/analytics')
@Roles('admin')
export class AdminAnalyticsController {
  constructor(private readonly visits: PageVisitsService) {}

  @ApiOperation({ summary: 'Read sign-up counts and visits per day' })
  @ApiOkResponse({ type: AnalyticsResponseSchema, description: 'All-time visits and distinct visitors, and the last 30 days per UTC day' })
  @Get()
  async summary(): Promise<{ data: AnalyticsSummary }> {
    return { data: await this.visits.summary() };
  }
}
