import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

import { CsvFormatQuery, ListFormat } from '../../../../common/http/csv-format-query';
import { CursorQuery } from '../../../../common/http/cursor-query';
import { Sortable } from '../../../../common/http/sort-query';
import { FORM_LIST_MESSAGES as M, FORM_LIST_PAGE_SIZE_DEFAULT, FORM_LIST_PAGE_SIZE_MAX, SortOrder } from '../../../../contracts';
import { sortRequestOf } from '../../../../kernel/page-request';
import type { ListQuery } from '../../application/enquiry-lists.service';

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

  @CursorQuery()
  cursor?: string;
}

/** The lists that can also download as CSV: ?format=csv exports every row in the list's order, streamed, paging ignored. */
export class ExportableListQueryDto extends AdminListQueryDto {
  @CsvFormatQuery()
  format?: ListFormat;
}

export class CharityWaitingListQueryDto extends Sortable(ExportableListQueryDto, 'charityWaitingList') {}
export class ConsultantWaitingListQueryDto extends Sortable(ExportableListQueryDto, 'consultantWaitingList') {}
export class FormSubmissionsQueryDto extends Sortable(ExportableListQueryDto, 'formSubmissions') {}
export class PricingEnquiriesQueryDto extends Sortable(ExportableListQueryDto, 'pricingEnquiries') {}

export const listQueryOf = <Key extends string>(query: AdminListQueryDto & { format?: string; sort?: Key; order?: SortOrder }): ListQuery<Key> => ({
  page: query.page,
  cursor: query.cursor,
  pageSize: query.pageSize,
  sort: sortRequestOf(query),
});
