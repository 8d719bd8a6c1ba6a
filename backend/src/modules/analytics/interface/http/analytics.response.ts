import { ApiProperty } from '@nestjs/swagger';

import type { AnalyticsDay, AnalyticsSummary } from '../../../../contracts';

/**
 * OpenAPI schemas of visit tracking and the admin analytics summary. Each class implements the contracts type it
 * documents, so a field added there fails to compile here until documented.
 */

export class TrackVisitReceiptSchema {
  @ApiProperty({ example: true }) recorded: boolean;
}

export class AnalyticsDaySchema implements AnalyticsDay {
  @ApiProperty({ example: '2026-11-23' }) date: string;
  @ApiProperty() visits: number;
  @ApiProperty() uniqueVisitors: number;
}

export class AnalyticsSummarySchema implements AnalyticsSummary {
  @ApiProperty() totalVisits: number;
  @ApiProperty() uniqueVisitors: number;
  @ApiProperty({ type: [AnalyticsDaySchema], description: 'The last 30 days (UTC), oldest first, days without visits included' }) perDay: AnalyticsDaySchema[];
}

export class AnalyticsResponseSchema {
  @ApiProperty({ type: AnalyticsSummarySchema }) data: AnalyticsSummarySchema;
}
