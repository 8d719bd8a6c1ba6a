import type { StreamableFile } from '@nestjs/common';

import { CsvColumn, streamCsv } from '../../../../common/http/csv';
import type { CursorPage, SortOrder } from '../../../../contracts';
import { PageRequest, rowsByCursor } from '../../../../kernel/page-request';
import { AdminPageQueryDto, pageRequestOf } from './admin-page.query.dto';

type ExportQuery<Key extends string> = AdminPageQueryDto & { format?: string; sort?: Key; order?: SortOrder };

type CursorExportQuery<Key extends string> = ExportQuery<Key> & { cursor?: string };

/**
 * An admin list as JSON, the page asked for (by number or `?cursor=`, issue 22), or (for `?format=csv`) every
 * matching row in the same order as a CSV download named `<name>-YYYY-MM-DD.csv`, streamed as it is read (no cap,
 * flat memory), a keyset batch at a time from the last batch's cursor: every sort of these lists reads by cursor.
 */
export async function csvOrCursorPage<Row, Key extends string = never>(
  query: CursorExportQuery<Key>,
  name: string,
  columns: readonly CsvColumn<Row>[],
  read: (request: PageRequest<Key>) => Promise<CursorPage<Row>>,
): Promise<CursorPage<Row> | StreamableFile> {
  const request = pageRequestOf(query);
  if (query.format !== 'csv') return read({ ...request, cursor: query.cursor });
  return streamCsv(name, columns, rowsByCursor(async (cursor, pageSize) => {
    const batch = await read({ page: 1, pageSize, sort: request.sort, cursor });
    return { rows: batch.data, nextCursor: batch.nextCursor };
  }));
}
