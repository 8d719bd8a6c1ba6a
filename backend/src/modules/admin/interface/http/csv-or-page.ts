import type { StreamableFile } from '@nestjs/common';
import type { Response } from 'express';

import { CsvColumn, streamCsv } from '../../../../common/http/csv';
import { pagedRows } from '../../../../common/http/paging-headers';
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

/** The same for a list whose spec shape is a bare array: the rows, their paging in the X-Total-Count headers. */
export async function csvOrRows<Row, Key extends string = never>(
  response: Response,
  query: ExportQuery<Key>,
  name: string,
  columns: readonly CsvColumn<Row>[],
  read: (request: PageRequest<Key>) => Promise<AdminPage<Row>>,
): Promise<Row[] | StreamableFile> {
  const answer = await csvOrPage(query, name, columns, read);
  return 'data' in answer ? pagedRows(response, answer, answer.data) : answer;
}
