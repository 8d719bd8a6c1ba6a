import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

import { PageNumberQuery, PageSizeQuery } from '../../../../common/http/page-query';
import { DIRECTORY_MESSAGES as M, DIRECTORY_PAGE_SIZE_DEFAULT, DIRECTORY_SORTS, DirectorySort, DIRECTORY_PAGE_SIZE_MAX, DIRECTORY_SEARCH_MAX_LENGTH, EXPERTISE_KEYS, VALIDATION_MESSAGES } from '../../../../contracts';

/** GET /api/consultants (DECISIONS D4). `expertise` may repeat (?expertise=a&expertise=b) or list keys with commas. */
export class ListConsultantsQueryDto {
  @ApiPropertyOptional({ maxLength: DIRECTORY_SEARCH_MAX_LENGTH, description: 'Words of the first name, organisation, summary, bio, specialisations, previous experience or expertise labels; all must match (prefixes); words under 3 characters are ignored' })
  @IsOptional()
  @MaxLength(DIRECTORY_SEARCH_MAX_LENGTH, { message: M.searchTooLong })
  @IsString({ message: M.searchTooLong })
  search?: string;

  @ApiPropertyOptional({ type: [String], enum: EXPERTISE_KEYS, description: 'Any of these keys' })
  @IsOptional()
  @Transform(({ value }) => [...new Set((Array.isArray(value) ? value : [value]).flatMap((item) => String(item).split(',')).filter((item) => item !== ''))])
  @IsIn(EXPERTISE_KEYS, { each: true, message: VALIDATION_MESSAGES.expertiseFromList })
  expertise?: string[];

  @ApiPropertyOptional({ type: Boolean, description: "true: 'Available' (confirmed within 30 days, D15); false: everyone else" })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: M.availableInvalid })
  available?: boolean;

  @PageNumberQuery({ digits: 6 })
  page?: number;

  @PageSizeQuery({ defaultSize: DIRECTORY_PAGE_SIZE_DEFAULT, max: DIRECTORY_PAGE_SIZE_MAX, message: M.pageSizeInvalid, digits: 6 })
  pageSize?: number;

  @ApiPropertyOptional({ enum: DIRECTORY_SORTS, default: 'default', description: "'rating': highest average first, consultants without an average (under 3 reviews) after those with one" })
  @IsOptional()
  @IsIn(DIRECTORY_SORTS, { message: M.sortInvalid })
  sort?: DirectorySort;
}
