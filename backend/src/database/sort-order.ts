import type { SortRequest } from '../kernel/page-request';

export type SqlDirection = 'ASC' | 'DESC';

/** The other direction (a page read from the far end of a list). */
export const reverse = (direction: SqlDirection): SqlDirection => (direction === 'ASC' ? 'DESC' : 'ASC');

/**
 * The columns each sort key of a list orders by: its own column first, then (optionally) columns that order its
 * ties the way an index on them already does. Names come from code, never from the request.
 */
export type SortColumns<Key extends string> = Record<Key, string | readonly string[]>;

/**
 * The key's columns, then the id, all in the asked direction: rows with equal values keep one order, so paging
 * never repeats or skips a row.
 */
export function sortTerms<Key extends string>(sort: SortRequest<Key>, columns: SortColumns<Key>, id: string): Array<[string, SqlDirection]> {
  const direction: SqlDirection = sort.order === 'desc' ? 'DESC' : 'ASC';
  return [...[columns[sort.key]].flat(), id].map((column) => [column, direction]);
}
