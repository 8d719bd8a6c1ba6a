import type { SortOrder } from '../contracts';

/** One column sort of an admin list (`?sort=&order=`), its key already checked against the list's whitelist. */
export interface SortRequest<Key extends string = string> {
  key: Key;
  order: SortOrder;
}

/** One page of a server-side list: 1-based page number and its size (already validated and capped), and the sort asked for, if any. */
export interface PageRequest<Key extends string = string> {
  page: number;
  pageSize: number;
  sort?: SortRequest<Key>;
  /** An opaque keyset cursor from a previous page (the growing lists, issue 22): read instead of `page`. */
  cursor?: string;
}

export const pageOffset = (request: PageRequest): number => (request.page - 1) * request.pageSize;

/** `?sort=` alone sorts ascending; no `sort` keeps the list's own order. */
export function sortRequestOf<Key extends string>(query: { sort?: Key; order?: SortOrder }): SortRequest<Key> | undefined {
  return query.sort === undefined ? undefined : { key: query.sort, order: query.order ?? 'asc' };
}

/** How many rows an export reads per keyset batch: small enough that a batch's result is a few hundred kB. */
const EXPORT_KEYSET_BATCH_ROWS = 500;

/**
 * Every row of a cursor-paged list, batch after batch through the sort index from the cursor of the last batch
 * (issue 22): each batch costs the same at any depth, and only one batch is held in memory.
 */
export async function* rowsByCursor<Row>(read: (cursor: string | undefined, pageSize: number) => Promise<{ rows: readonly Row[]; nextCursor: string | null }>, pageSize = EXPORT_KEYSET_BATCH_ROWS): AsyncGenerator<Row> {
  for (let cursor: string | undefined; ; ) {
    const batch = await read(cursor, pageSize);
    yield* batch.rows;
    if (!batch.nextCursor) return;
    cursor = batch.nextCursor;
  }
}
