import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

import { DIRECTORY_MESSAGES } from '../../contracts';

/** '3' → 3; anything that is not plain digits stays as given, so the validator answers 400. */
const wholeNumber = () => Transform(({ value }) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value));

interface PageQuery {
  page?: number;
  pageSize?: number;
}

/** `?page=&pageSize=` of a member list, with that list's default and cap (the admin lists have their own). */
export function PageQueryDto(defaultPageSize: number, maxPageSize: number) {
  const pageSizeMessage = `Page size must be a whole number from 1 to ${maxPageSize}`;
  class PageQueryBase implements PageQuery {
    @ApiPropertyOptional({ minimum: 1, default: 1 })
    @IsOptional()
    @wholeNumber()
    @Min(1, { message: DIRECTORY_MESSAGES.pageInvalid })
    @IsInt({ message: DIRECTORY_MESSAGES.pageInvalid })
    page?: number;

    @ApiPropertyOptional({ minimum: 1, maximum: maxPageSize, default: defaultPageSize })
    @IsOptional()
    @wholeNumber()
    @Max(maxPageSize, { message: pageSizeMessage })
    @Min(1, { message: pageSizeMessage })
    @IsInt({ message: pageSizeMessage })
    pageSize?: number;
  }
  return PageQueryBase;
}
