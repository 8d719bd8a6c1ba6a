import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

import { CsvFormatQuery, ListFormat } from '../../../../common/http/csv-format-query';
import { CursorQuery } from '../../../../common/http/cursor-query';
import { Sortable } from '../../../../common/http/sort-query';
import { PageNumberQuery, PageSizeQuery, WholeNumberQuery } from '../../../../common/http/page-query';
import { ADMIN_REPORT_MESSAGES, DIRECTORY_MESSAGES, DIRECTORY_PAGE_SIZE_MAX, UNMET_DEMAND_DAYS_DEFAULT, UNMET_DEMAND_DAYS_MAX } from '../../../../contracts';

export const STALE_AVAILABILITY_PAGE_SIZE_DEFAULT = 25;

class StaleAvailabilityPageDto {
  @PageNumberQuery({ digits: 6 })
  page?: number;

  @PageSizeQuery({ defaultSize: STALE_AVAILABILITY_PAGE_SIZE_DEFAULT, max: DIRECTORY_PAGE_SIZE_MAX, message: DIRECTORY_MESSAGES.pageSizeInvalid, digits: 6 })
  pageSize?: number;

  @CsvFormatQuery()
  format?: ListFormat;

  @CursorQuery()
  cursor?: string;
}

/** GET /api/admin/stale-availability: paged like the directory or by ?cursor= (issue 22), ?sort=&order=, ?format=csv. */
export class StaleAvailabilityQueryDto extends Sortable(StaleAvailabilityPageDto, 'staleAvailability') {}

/** GET /api/admin/unmet-demand?days=90 (&format=csv). */
export class UnmetDemandQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: UNMET_DEMAND_DAYS_MAX, default: UNMET_DEMAND_DAYS_DEFAULT })
  @IsOptional()
  @WholeNumberQuery(6)
  @Max(UNMET_DEMAND_DAYS_MAX, { message: ADMIN_REPORT_MESSAGES.daysInvalid })
  @Min(1, { message: ADMIN_REPORT_MESSAGES.daysInvalid })
  @IsInt({ message: ADMIN_REPORT_MESSAGES.daysInvalid })
  days?: number;

  @CsvFormatQuery()
  format?: ListFormat;
}
