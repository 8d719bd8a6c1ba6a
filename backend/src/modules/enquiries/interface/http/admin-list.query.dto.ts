import { CsvFormatQuery, ListFormat } from '../../../../common/http/csv-format-query';
import { CursorQuery } from '../../../../common/http/cursor-query';
import { Sortable } from '../../../../common/http/sort-query';
import { PageNumberQuery, PageSizeQuery } from '../../../../common/http/page-query';
import { FORM_LIST_MESSAGES as M, FORM_LIST_PAGE_SIZE_DEFAULT, FORM_LIST_PAGE_SIZE_MAX, SortOrder } from '../../../../contracts';
import { sortRequestOf } from '../../../../kernel/page-request';
import type { ListQuery } from '../../application/enquiry-lists.service';

/** ?page=&pageSize= of the admin lists, newest first. */
export class AdminListQueryDto {
  @PageNumberQuery({ message: M.pageInvalid, digits: 6 })
  page?: number;

  @PageSizeQuery({ defaultSize: FORM_LIST_PAGE_SIZE_DEFAULT, max: FORM_LIST_PAGE_SIZE_MAX, message: M.pageSizeInvalid, digits: 6 })
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
