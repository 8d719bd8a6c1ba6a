import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

import { OUTCOMES_DAYS_DEFAULT, OUTCOMES_DAYS_MAX, OUTCOMES_MESSAGES as M } from '../../../../contracts';

/** GET /api/admin/outcomes?days=90&format=csv. */
export class OutcomesQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: OUTCOMES_DAYS_MAX, default: OUTCOMES_DAYS_DEFAULT })
  @IsOptional()
  // '30' → 30; anything that is not plain digits stays as given, so the validator answers 400.
  @Transform(({ value }) => (typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value))
  @Max(OUTCOMES_DAYS_MAX, { message: M.daysInvalid })
  @Min(1, { message: M.daysInvalid })
  @IsInt({ message: M.daysInvalid })
  days?: number;

  @ApiPropertyOptional({ enum: ['json', 'csv'], default: 'json' })
  @IsOptional()
  @IsIn(['json', 'csv'], { message: M.formatInvalid })
  format?: 'json' | 'csv';
}
