import type { Response } from 'express';

import type { CursorPaging } from '../../contracts';

/**
 * Lists whose spec shape is a bare array (GET /api/projects for an admin, the pre-listed consultants, the signed
 * terms) carry their paging in headers, so the body stays the spec's array and its first page is the default.
 */
const PAGING_HEADERS = {
  'X-Total-Count': { description: 'How many rows match in all', schema: { type: 'integer' } },
  'X-Page': { description: 'The page answered, from 1', schema: { type: 'integer' } },
  'X-Page-Size': { description: 'Rows per page', schema: { type: 'integer' } },
};

/**
 * A bare-array list paged by cursor (issue 22) adds the cursors beside the number headers; a page read by cursor
 * has no number, so it answers no `X-Page`.
 */
export const CURSOR_PAGING_HEADERS = {
  ...PAGING_HEADERS,
  'X-Next-Cursor': { description: 'The page after this one (?cursor=), absent at the end', schema: { type: 'string' } },
  'X-Previous-Cursor': { description: 'The page before this one (?cursor=), absent on the first page', schema: { type: 'string' } },
  'X-Total-Capped': { description: '"true" when X-Total-Count is a lower bound (more rows match than the depth limit counts)', schema: { type: 'string' } },
};

/** Sets the paging and cursor headers of a bare-array list paged by cursor and answers the rows alone. */
export function cursorPagedRows<Row>(response: Response, paging: CursorPaging, rows: Row[]): Row[] {
  response.setHeader('X-Total-Count', String(paging.total));
  if (paging.page !== null) response.setHeader('X-Page', String(paging.page));
  response.setHeader('X-Page-Size', String(paging.pageSize));
  if (paging.nextCursor) response.setHeader('X-Next-Cursor', paging.nextCursor);
  if (paging.previousCursor) response.setHeader('X-Previous-Cursor', paging.previousCursor);
  if (paging.totalCapped) response.setHeader('X-Total-Capped', 'true');
  return rows;
}
