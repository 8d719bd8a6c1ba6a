import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

import { CsvFormatQuery, ListFormat } from '../../../../common/http/csv-format-query';
import { Sortable } from '../../../../common/http/sort-query';
import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX, DIRECTORY_MESSAGES, SortOrder } from '../../../../contracts';
import { PageRequest, sortRequestOf } from '../../../../kernel/page-request';

/** '3' → 3; anything that is not plain digits stays as given, so the validator answers 400. */
export const toWholeNumber = () => Transform(({ value }) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value));

const PAGE_SIZE_MESSAGE = `Page size must be a whole number from 1 to ${ADMIN_PAGE_SIZE_MAX}`;

/** ?page=&pageSize= of every admin list. */
export class AdminPageQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @toWholeNumber()
  @Min(1, { message: DIRECTORY_MESSAGES.pageInvalid })
  @IsInt({ message: DIRECTORY_MESSAGES.pageInvalid })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: ADMIN_PAGE_SIZE_MAX, default: ADMIN_PAGE_SIZE_DEFAULT })
  @IsOptional()
  @toWholeNumber()
  @Max(ADMIN_PAGE_SIZE_MAX, { message: PAGE_SIZE_MESSAGE })
  @Min(1, { message: PAGE_SIZE_MESSAGE })
  @IsInt({ message: PAGE_SIZE_MESSAGE })
  pageSize?: number;
}

/** Lists that export: `?format=csv` answers every matching row as a CSV download, streamed (no cap). */
export class AdminExportQueryDto extends AdminPageQueryDto {
  @CsvFormatQuery()
  format?: ListFormat;
}

export class ConsultantApplicationsQueryDto extends Sortable(AdminExportQueryDto, 'consultantApplications') {}
export class RegisteredConsultantsQueryDto extends Sortable(AdminExportQueryDto, 'registeredConsultants') {}
export class PreListedConsultantsQueryDto extends Sortable(AdminPageQueryDto, 'preListedConsultants') {}
export class SignedTermsQueryDto extends Sortable(AdminExportQueryDto, 'signedTerms') {}

/** The page asked for, in the asked sort (which an export keeps). */
export function pageRequestOf<Key extends string = never>(query: AdminPageQueryDto & { sort?: Key; order?: SortOrder }): PageRequest<Key> {
  return { page: query.page ?? 1, pageSize: query.pageSize ?? ADMIN_PAGE_SIZE_DEFAULT, sort: sortRequestOf(query) };
}
