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
}

export const pageOffset = (request: PageRequest): number => (request.page - 1) * request.pageSize;

/** `?sort=` alone sorts ascending; no `sort` keeps the list's own order. */
export function sortRequestOf<Key extends string>(query: { sort?: Key; order?: SortOrder }): SortRequest<Key> | undefined {
  return query.sort === undefined ? undefined : { key: query.sort, order: query.order ?? 'asc' };
}
