import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

import { nearerEnd } from './append-only-totals';
import type { ListTotal } from './capped-total';
import { applyKeyset, cursorsAround, decodeCursor, keyColumns, KeyKind, Keyset, keysetPage, readingOrder, termFields } from './keyset';
import { reverse, SqlDirection } from './sort-order';

type Terms = ReadonlyArray<[string, SqlDirection]>;

/** How an admin list over a table that grows with traffic (issue 22) is read, page by page. */
export interface GrowingList<Row extends object> {
  /** The list's order, ending on the id, as `alias.column` of the `ids` query. */
  terms: Terms;
  /** The asked sort's name (keyset.sortName): a cursor continues only the sort it came from. */
  sort: string;
  kinds: Readonly<Record<string, KeyKind>>;
  /**
   * The row's field holding each term's value, when it is not the column's own name (a list of consultants sorted
   * by their account's columns ends on `u.id`, which its rows carry as `userId`).
   */
  fields?: readonly string[];
  /** A new query of the list with its filters, selecting the id as `pageId`. */
  ids: () => SelectQueryBuilder<ObjectLiteral>;
  /** The rows whose ids a derived table with its LIMIT picks (joinPage), in `order`. */
  rowsOf: (pageIds: SelectQueryBuilder<ObjectLiteral>, order: Terms) => Promise<Row[]>;
  /** The filtered total (counted once the cursor has been checked): exact, or capped (capped-total). */
  total: () => Promise<ListTotal>;
}

/** Where a page is: an offset in the list's order, or a cursor of a neighbouring page (read instead). */
export interface PageSlice {
  offset: number;
  limit: number;
  cursor?: string;
}

/** One page, the total and the cursors either side; `byCursor` says the page was read by cursor (no number). */
export interface GrowingPage<Row> {
  rows: Row[];
  total: number;
  /** Present when `total` is a lower bound: the list holds more than `total` rows (cappedTotal). */
  totalCapped?: true;
  byCursor: boolean;
  nextCursor: string | null;
  previousCursor: string | null;
}

/**
 * One page of a growing list through an index, whatever its depth: the page's ids first (a derived table with its
 * LIMIT, read from the sort's index or the primary key alone), then only those rows by primary key. With a cursor
 * the ids start at the cursor's row (keyset: the cost of the first page at any depth); with an offset they are
 * stepped over from the nearer end, at most PAGE_NUMBER_MAX_DEPTH of them (nearerEnd: deeper is a 400).
 */
export async function growingListPage<Row extends object>(list: GrowingList<Row>, slice: PageSlice): Promise<GrowingPage<Row>> {
  const key = keyColumns<Row>(list.terms, list.kinds, list.fields);
  const keyset = slice.cursor === undefined ? undefined : decodeCursor(slice.cursor, list.sort, key.kinds);
  const counted = await list.total();
  const total = typeof counted === 'number' ? counted : counted.atLeast;
  const capped = typeof counted === 'number' ? {} : { totalCapped: true as const };
  if (keyset) {
    const read = await list.rowsOf(applyKeyset(list.ids(), list.terms, keyset, slice.limit, key.kinds), readingOrder(list.terms, keyset));
    // Nothing newer than a page before the cursor: that is the first page (read as such, with its number).
    if (keyset.side === 'before' && read.length <= slice.limit) return growingListPage(list, { offset: 0, limit: slice.limit });
    return { ...keysetPage(read, keyset, slice.limit, list.sort, key.valuesOf), total, ...capped, byCursor: true };
  }
  const window = nearerEnd(slice.offset, slice.limit, typeof counted === 'number' ? total : undefined);
  const pageIds = list.ids().offset(window.offset).limit(window.limit);
  for (const [column, direction] of list.terms) pageIds.addOrderBy(column, window.reversed ? reverse(direction) : direction);
  const rows = window.limit ? await list.rowsOf(pageIds, list.terms) : [];
  const hasNext = typeof counted === 'number' ? slice.offset + rows.length < total : rows.length === slice.limit;
  return { rows, total, ...capped, byCursor: false, ...cursorsAround(rows, hasNext, slice.offset > 0, list.sort, key.valuesOf) };
}

/** `rows` (a query of the list's table) narrowed to the ids `pageIds` picks, by primary key, in `order`. */
export function joinPage<Q extends SelectQueryBuilder<ObjectLiteral>>(rows: Q, pageIds: SelectQueryBuilder<ObjectLiteral>, order: Terms): Q {
  rows.innerJoin(`(${pageIds.getQuery()})`, 'page', `page.pageId = ${rows.alias}.id`).setParameters(pageIds.getParameters());
  for (const [column, direction] of order) rows.addOrderBy(`${rows.alias}.${column.slice(column.lastIndexOf('.') + 1)}`, direction);
  return rows;
}

/** How many rows an export reads per keyset batch: small enough that a batch's result is a few hundred kB. */
const BATCH_ROWS = 500;

/**
 * Every row of the list in its order, a keyset batch at a time from the last row of the one before (no total, no
 * offset): each batch costs what the first does, so reading the whole list is linear in its length. The next batch
 * starts from the last row's values as the driver read them (not a cursor's ISO instants), so it compares them the
 * way the ORDER BY does whatever their stored form (SQLite compares instants as text, with or without milliseconds).
 */
export async function* growingListRows<Row extends object>(list: Omit<GrowingList<Row>, 'total'>, batchRows = BATCH_ROWS): AsyncGenerator<Row> {
  const fields = termFields(list.terms, list.fields);
  const { kinds } = keyColumns<Row>(list.terms, list.kinds, list.fields);
  for (let after: Keyset | undefined; ; ) {
    const read = await list.rowsOf(applyKeyset(list.ids(), list.terms, after, batchRows, kinds), list.terms);
    const batch = read.slice(0, batchRows);
    yield* batch;
    if (read.length <= batchRows) return;
    const last = batch[batch.length - 1] as Record<string, unknown>;
    after = { side: 'after', values: fields.map((field) => last[field] ?? null) as Keyset['values'] };
  }
}
