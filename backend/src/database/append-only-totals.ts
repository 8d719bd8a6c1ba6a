import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

import { LIST_CURSOR_MESSAGES, PAGE_NUMBER_MAX_DEPTH } from '../contracts';
import { InvalidInputError } from '../kernel/domain-errors';

/** How long a settled count is trusted before it is counted again in full (see below). */
const SETTLED_COUNT_REFRESH_MS = 5 * 60_000;
/** Distinct filters remembered per list; the oldest is forgotten first. */
const MAX_FILTERS = 200;

interface Settled {
  upToId: number;
  count: number;
  countedAt: number;
}

/**
 * Issue 22: the total of an admin list over an append-only table (audit_log, the public forms' tables: rows are
 * inserted, at most updated, never deleted) without counting a million rows on every page. The first request of
 * a filter counts in full and remembers the count up to the highest id it saw; later ones count only the rows
 * past that id, a primary-key range of a few rows, in one statement as before, and settle those rows too. The full count is repeated every
 * SETTLED_COUNT_REFRESH_MS: a row whose id was handed out before that count but committed after it (ids are
 * taken at insert, not at commit) is then picked up. Per instance and exact otherwise, so every instance answers
 * the same total.
 */
export class AppendOnlyTotals {
  private readonly settled = new Map<string, Settled>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly refreshMs = SETTLED_COUNT_REFRESH_MS,
  ) {}

  /**
   * `filtered` is the list's query with its filters and no select, order or paging, `id` its qualified id column.
   * The settled id is the table's highest (not the filter's), so the next count's id range is short for a rare filter too.
   */
  async total(key: string, filtered: SelectQueryBuilder<ObjectLiteral>, id: string, table: string): Promise<number> {
    const known = this.settled.get(key);
    const fresh = known && this.now() - known.countedAt < this.refreshMs;
    const counting = filtered.select('COUNT(*)', 'n').addSelect(`(SELECT MAX(id) FROM ${table})`, 'maxId');
    if (fresh) counting.andWhere(`${id} > :settledUpToId`, { settledUpToId: known.upToId });
    const row = await counting.getRawOne<{ n: number | string; maxId: number | string | null }>();
    const count = (fresh ? known.count : 0) + Number(row?.n ?? 0);
    // The rows just counted are settled too, so the next count starts past them: the tail stays a few rows long
    // however fast the table grows between two full counts (a million rows loaded at once included).
    this.settled.delete(key);
    if (this.settled.size >= MAX_FILTERS) this.settled.delete(this.settled.keys().next().value as string);
    this.settled.set(key, { upToId: Math.max(known?.upToId ?? 0, Number(row?.maxId ?? 0)), count, countedAt: fresh ? known.countedAt : this.now() });
    return count;
  }
}

/** Where a page is read from: `offset`/`limit` in the list's order, or counted from its end in the reverse order. */
export interface PageWindow {
  offset: number;
  limit: number;
  reversed: boolean;
}

/**
 * A page past the middle of a list is read from the list's other end in the reverse order (the rows are then put
 * back in the list's order by the outer ORDER BY): an OFFSET steps over index entries one by one, so this halves
 * the worst depth and makes the last pages as cheap as the first. Needs the exact total (AppendOnlyTotals).
 * A page more than PAGE_NUMBER_MAX_DEPTH rows from both ends is a 400 (issue 22: its OFFSET would cost hundreds
 * of milliseconds at a million rows); it is read by cursor, at the cost of the first page. Without an exact total
 * (`undefined`: capped-total) the end is unknown and a page is read from the start, as deep as the same limit.
 */
export function nearerEnd(offset: number, limit: number, total: number | undefined): PageWindow {
  const window = total === undefined || offset <= total / 2 ? { offset, limit, reversed: false } : fromTheEnd(offset, limit, total);
  if (window.offset > PAGE_NUMBER_MAX_DEPTH) throw new InvalidInputError(LIST_CURSOR_MESSAGES.pageTooDeep, { page: LIST_CURSOR_MESSAGES.pageTooDeep });
  return window;
}

function fromTheEnd(offset: number, limit: number, total: number): PageWindow {
  const rows = Math.max(0, Math.min(limit, total - offset));
  return { offset: Math.max(0, total - offset - rows), limit: rows, reversed: true };
}
