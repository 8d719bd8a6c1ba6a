import { ApiProperty } from '@nestjs/swagger';

import type { DurationStats, FillRateRow } from '../../contracts';

/**
 * Report figures the matching and outcomes reports both show (one schema each in the document). Each class
 * implements the contracts type it documents, so a field added there fails to compile here until documented.
 */

export class DurationStatsSchema implements DurationStats {
  @ApiProperty() count: number;
  @ApiProperty({ type: Number, nullable: true }) medianHours: number | null;
  @ApiProperty({ type: Number, nullable: true }) p90Hours: number | null;
}

export class FillRateSchema implements FillRateRow {
  @ApiProperty() key: string;
  @ApiProperty() needs: number;
  @ApiProperty() accepted: number;
  @ApiProperty({ description: '0–1' }) rate: number;
}
