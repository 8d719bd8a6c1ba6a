import type { Response } from 'express';

import { CsvColumn, sendCsv } from '../../../../common/http/csv';
import { pagedRows } from '../../../../common/http/paging-headers';
import type { AdminPage } from '../../../../contracts';

/** The list as JSON, or (for `?format=csv`) its rows as a CSV download named `<name>-YYYY-MM-DD.csv`. */
export function csvOrPage<Row>(
  response: Response,
  format: string | undefined,
  name: string,
  columns: readonly CsvColumn<Row>[],
  page: AdminPage<Row>,
): AdminPage<Row> | string {
  return format === 'csv' ? sendCsv(response, name, columns, page.data) : page;
}

/** The same for a list whose spec shape is a bare array: the rows, their paging in the X-Total-Count headers. */
export function csvOrRows<Row>(response: Response, format: string | undefined, name: string, columns: readonly CsvColumn<Row>[], page: AdminPage<Row>): Row[] | string {
  return format === 'csv' ? sendCsv(response, name, columns, page.data) : pagedRows(response, page, page.data);
}
