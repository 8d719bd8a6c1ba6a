import type { StreamableFile } from '@nestjs/common';

import { CsvColumn, streamCsv } from '../../../../common/http/csv';
import type { AdminPage, CursorPage, SortOrder } from '../../../../contracts';
import { PageRequest, rowsByCursor, rowsPageByPage } from '../../../../kernel/page-request';
import { AdminPageQueryDto, pageRequestOf } from './admin-page.query.dto';

type ExportQuery<Key extends string> = AdminPageQueryDto & { format?: string; sort?: Key; order?: SortOrder };

/**
 * The list as JSON, or (for `?format=csv`) every matching row in the same order as a CSV download named
 * `<name>-YYYY-MM-DD.csv`, read a page at a time and streamed as it is read (issue 22: no cap, flat memory).
 */
export async function csvOrPage<Row, Key extends string = never>(
  query: ExportQuery<Key>,
  name: string,
  columns: readonly CsvColumn<Row>[],
  read: (request: PageRequest<Key>) => Promise<AdminPage<Row>>,
): Promise<AdminPage<Row> | StreamableFile> {
  const request = pageRequestOf(query);
  if (query.format !== 'csv') return read(request);
  return streamCsv(name, columns, rowsPageByPage(async (page, pageSize) => (await read({ page, pageSize, sort: request.sort })).data));
}

type CursorExportQuery<Key extends string> = ExportQuery<Key> & { cursor?: string };

/**
 * The same for a list read by cursor (issue 22): the page asked for (by number or `?cursor=`), or every row as a
 * CSV, a keyset batch at a time from the last batch's cursor. A sort the list pages by number only (its batches
 * carry no cursor) is read page by page instead.
 */
export async function csvOrCursorPage<Row, Key extends string = never>(
  query: CursorExportQuery<Key>,
  name: string,
  columns: readonly CsvColumn<Row>[],
  read: (request: PageRequest<Key>) => Promise<CursorPage<Row>>,
): Promise<CursorPage<Row> | StreamableFile> {
  const request = pageRequestOf(query);
  if (query.format !== 'csv') return read({ ...request, cursor: query.cursor });
  const first = await read({ page: 1, pageSize: request.pageSize, sort: request.sort });
  if (first.nextCursor === null && first.data.length < first.total) {
    return streamCsv(name, columns, rowsPageByPage(async (page, pageSize) => (await read({ page, pageSize, sort: request.sort })).data));
  }
  return streamCsv(name, columns, rowsByCursor(async (cursor, pageSize) => {
    const batch = await read({ page: 1, pageSize, sort: request.sort, cursor });
    return { rows: batch.data, nextCursor: batch.nextCursor };
  }));
}
