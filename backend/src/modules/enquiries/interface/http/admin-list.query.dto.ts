import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

import { FORM_LIST_MESSAGES as M, FORM_LIST_PAGE_SIZE_DEFAULT, FORM_LIST_PAGE_SIZE_MAX } from '../../../../contracts';

/** '3' → 3; anything that is not plain digits stays as given, so the validator answers 400. */
const toWholeNumber = () => Transform(({ value }) => (typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value));

/** ?page=&pageSize= of the admin lists, newest first. */
export class AdminListQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @toWholeNumber()
  @Min(1, { message: M.pageInvalid })
  @IsInt({ message: M.pageInvalid })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: FORM_LIST_PAGE_SIZE_MAX, default: FORM_LIST_PAGE_SIZE_DEFAULT })
  @IsOptional()
  @toWholeNumber()
  @Max(FORM_LIST_PAGE_SIZE_MAX, { message: M.pageSizeInvalid })
  @Min(1, { message: M.pageSizeInvalid })
  @IsInt({ message: M.pageSizeInvalid })
  pageSize?: number;
}

/** The lists that can also download as CSV: ?format=csv exports the newest rows, paging ignored. */
export class ExportableListQueryDto extends AdminListQueryDto {
  @ApiPropertyOptional({ enum: ['json', 'csv'], default: 'json' })
  @IsOptional()
  @IsIn(['json', 'csv'], { message: M.formatInvalid })
  format?: 'json' | 'csv';
}
