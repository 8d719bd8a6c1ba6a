import { CursorQuery } from '../../../../common/http/cursor-query';
import { CsvFormatQuery, ListFormat } from '../../../../common/http/csv-format-query';
import { Sortable } from '../../../../common/http/sort-query';
import { PageNumberQuery, PageSizeQuery } from '../../../../common/http/page-query';
import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX, SortOrder } from '../../../../contracts';
import { PageRequest, sortRequestOf } from '../../../../kernel/page-request';

/** ?page=&pageSize= of every admin list. */
export class AdminPageQueryDto {
  @PageNumberQuery()
  page?: number;

  @PageSizeQuery({ defaultSize: ADMIN_PAGE_SIZE_DEFAULT, max: ADMIN_PAGE_SIZE_MAX })
  pageSize?: number;
}

/** Lists that export: `?format=csv` answers every matching row as a CSV download, streamed (no cap). */
export class AdminExportQueryDto extends AdminPageQueryDto {
  @CsvFormatQuery()
  format?: ListFormat;
}

export class ConsultantApplicationsQueryDto extends Sortable(AdminExportQueryDto, 'consultantApplications') {}
/** ?cursor= too (issue 22): the nextCursor / previousCursor of a page. */
export class RegisteredConsultantsQueryDto extends Sortable(AdminExportQueryDto, 'registeredConsultants') {
  @CursorQuery()
  cursor?: string;
}
export class PreListedConsultantsQueryDto extends Sortable(AdminPageQueryDto, 'preListedConsultants') {}
export class SignedTermsQueryDto extends Sortable(AdminExportQueryDto, 'signedTerms') {}

/** The page asked for, in the asked sort (which an export keeps). */
export function pageRequestOf<Key extends string = never>(query: AdminPageQueryDto & { sort?: Key; order?: SortOrder }): PageRequest<Key> {
  return { page: query.page ?? 1, pageSize: query.pageSize ?? ADMIN_PAGE_SIZE_DEFAULT, sort: sortRequestOf(query) };
}
