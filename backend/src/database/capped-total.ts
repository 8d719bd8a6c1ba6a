import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

import { PAGE_NUMBER_MAX_DEPTH } from '../contracts';

/** A list's total: exact, or (capped) only known to be more than `atLeast`. */
export type ListTotal = number | { atLeast: number };

/**
 * Issue 22: the total of a filter over rows that change (a status), where a count kept per filter would have to
 * follow every change: counted up to `cap` + 1 rows of the filter's index and no further, so it costs at most
 * what a page at the depth limit does. Exact up to `cap`; past it "more than `cap`", which is all a page by number
 * can use (deeper pages are read by cursor). Counted in the statement, so every instance answers the same.
 */
export async function cappedTotal(filtered: SelectQueryBuilder<ObjectLiteral>, cap = PAGE_NUMBER_MAX_DEPTH): Promise<ListTotal> {
  const rows = filtered.select('1', 'one').limit(cap + 1);
  const counted = await filtered
    .createQueryBuilder()
    .select('COUNT(*)', 'n')
    .from(`(${rows.getQuery()})`, 'capped')
    .setParameters(rows.getParameters())
    .getRawOne<{ n: number | string }>();
  const n = Number(counted?.n ?? 0);
  return n > cap ? { atLeast: cap } : n;
}
