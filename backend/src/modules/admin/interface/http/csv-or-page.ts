import type { StreamableFile } from '@nestjs/common';

import { CsvColumn, streamCsv } from '../../../../common/http/csv';
import type { AdminPage, SortOrder } from '../../../../contracts';
import { PageRequest, rowsPageByPage } from '../../../../kernel/page-request';
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
