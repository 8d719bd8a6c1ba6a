import { nearerEnd } from './append-only-totals';
import { reverse, SqlDirection } from './sort-order';

/** The ids query of an admin list over a member-made table and the column of the list's table its ids match. */
export interface PageIds {
  /** `SELECT <id> AS pageKey FROM … WHERE …`, read from one index where the filters allow. */
  sql: string;
  /** The list table's column `pageKey` is (`c.id`, or `c.userId` when the ids are the accounts'). */
  key: string;
}

/**
 * Issue 22, ids first for a list that grows with members (charities, consultants): the page's keys from a derived
 * table over the sort's index (`ORDER BY … LIMIT … OFFSET`, a page past the middle read from the far end in the
 * reverse order), then only those rows by key, put back in the list's order. No depth limit (these lists have no
 * cursors and their CSV exports read every page by number): the worst page is the middle, an index-only walk of
 * half the list. `table` is the list's table (alias `c`, one row per account `u`); `select` names its columns.
 */
export function idsFirstPage(
  select: string,
  table: string,
  ids: PageIds,
  terms: ReadonlyArray<[string, SqlDirection]>,
  slice: { offset: number; limit: number; total: number },
): string | null {
  const window = nearerEnd(slice.offset, slice.limit, slice.total, Infinity);
  if (!window.limit) return null;
  const order = (flip: boolean) => terms.map(([column, direction]) => `${column} ${flip ? reverse(direction) : direction}`).join(', ');
  const page = `(${ids.sql} ORDER BY ${order(window.reversed)} LIMIT ${Number(window.limit)} OFFSET ${Number(window.offset)}) page`;
  return `${select}\n  FROM ${page}\n  INNER JOIN ${table} c ON ${ids.key} = page.pageKey INNER JOIN users u ON u.id = c.userId ORDER BY ${order(false)}`;
}
