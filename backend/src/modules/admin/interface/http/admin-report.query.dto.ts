import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

import { CsvFormatQuery, ListFormat } from '../../../../common/http/csv-format-query';
import { Sortable } from '../../../../common/http/sort-query';
import { ADMIN_REPORT_MESSAGES, DIRECTORY_MESSAGES, DIRECTORY_PAGE_SIZE_MAX, UNMET_DEMAND_DAYS_DEFAULT, UNMET_DEMAND_DAYS_MAX } from '../../../../contracts';

/** '3' → 3; anything that is not plain digits stays as given, so the validator answers 400. */
const toWholeNumber = () => Transform(({ value }) => (typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value));

export const STALE_AVAILABILITY_PAGE_SIZE_DEFAULT = 25;

class StaleAvailabilityPageDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @toWholeNumber()
  @Min(1, { message: DIRECTORY_MESSAGES.pageInvalid })
  @IsInt({ message: DIRECTORY_MESSAGES.pageInvalid })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: DIRECTORY_PAGE_SIZE_MAX, default: STALE_AVAILABILITY_PAGE_SIZE_DEFAULT })
  @IsOptional()
  @toWholeNumber()
  @Max(DIRECTORY_PAGE_SIZE_MAX, { message: DIRECTORY_MESSAGES.pageSizeInvalid })
  @Min(1, { message: DIRECTORY_MESSAGES.pageSizeInvalid })
  @IsInt({ message: DIRECTORY_MESSAGES.pageSizeInvalid })
  pageSize?: number;

  @CsvFormatQuery()
  format?: ListFormat;
}

/** GET /api/admin/stale-availability: paged like the directory, ?sort=&order=, ?format=csv. */
export class StaleAvailabilityQueryDto extends Sortable(StaleAvailabilityPageDto, 'staleAvailability') {}

/** GET /api/admin/unmet-demand?days=90 (&format=csv). */
export class UnmetDemandQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: UNMET_DEMAND_DAYS_MAX, default: UNMET_DEMAND_DAYS_DEFAULT })
  @IsOptional()
  @toWholeNumber()
  @Max(UNMET_DEMAND_DAYS_MAX, { message: ADMIN_REPORT_MESSAGES.daysInvalid })
  @Min(1, { message: ADMIN_REPORT_MESSAGES.daysInvalid })
  @IsInt({ message: ADMIN_REPORT_MESSAGES.daysInvalid })
  days?: number;

  @CsvFormatQuery()
  format?: ListFormat;
}
