import { CsvFormatQuery, ListFormat } from '../../../../common/http/csv-format-query';
import { CursorQuery } from '../../../../common/http/cursor-query';
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

/** The lists of consultants and the signed terms also read by `?cursor=` (issue 22): a page's nextCursor or previousCursor. */
class AdminCursorPageQueryDto extends AdminPageQueryDto {
  @CursorQuery()
  cursor?: string;
}

class AdminCursorExportQueryDto extends AdminCursorPageQueryDto {
  @CsvFormatQuery()
  format?: ListFormat;
}

/** The credentials grid (approved consultants, newest first): by number near either end or by cursor. */
export class CredentialsQueryDto extends AdminCursorPageQueryDto {}
export class ConsultantApplicationsQueryDto extends Sortable(AdminCursorExportQueryDto, 'consultantApplications') {}
export class RegisteredConsultantsQueryDto extends Sortable(AdminCursorExportQueryDto, 'registeredConsultants') {}
export class PreListedConsultantsQueryDto extends Sortable(AdminCursorPageQueryDto, 'preListedConsultants') {}
/** Signed terms grow one row per member and terms version: ?cursor= reads any depth (issue 22). */
export class SignedTermsQueryDto extends Sortable(AdminCursorExportQueryDto, 'signedTerms') {}

/** The page asked for, in the asked sort (which an export keeps). */
export function pageRequestOf<Key extends string = never>(query: AdminPageQueryDto & { sort?: Key; order?: SortOrder }): PageRequest<Key> {
  return { page: query.page ?? 1, pageSize: query.pageSize ?? ADMIN_PAGE_SIZE_DEFAULT, sort: sortRequestOf(query) };
}
