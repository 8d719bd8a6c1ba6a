import type { Response } from 'express';

interface Paging {
  total: number;
  page: number;
  pageSize: number;
}

/**
 * Lists whose spec shape is a bare array (GET /api/projects for an admin, the pre-listed consultants, the signed
 * terms) carry their paging in headers, so the body stays the spec's array and its first page is the default.
 */
export const PAGING_HEADERS = {
  'X-Total-Count': { description: 'How many rows match in all', schema: { type: 'integer' } },
  'X-Page': { description: 'The page answered, from 1', schema: { type: 'integer' } },
  'X-Page-Size': { description: 'Rows per page', schema: { type: 'integer' } },
};

/** Sets the paging headers and answers the rows alone. */
export function pagedRows<Row>(response: Response, paging: Paging, rows: Row[]): Row[] {
  response.setHeader('X-Total-Count', String(paging.total));
  response.setHeader('X-Page', String(paging.page));
  response.setHeader('X-Page-Size', String(paging.pageSize));
  return rows;
}
