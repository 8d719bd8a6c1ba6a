/**
 * Keyset (cursor) paging of the admin lists that grow with traffic: the audit log, the public forms' lists and the
 * mail outbox (issue 22). A page answers opaque cursors for the rows after it (older, in the default order) and
 * before it (newer); `?cursor=` reads the next page through the sort's index, at the same cost at any depth.
 */
export const LIST_CURSOR_MAX_LENGTH = 1024;

/**
 * How many rows a page asked for by number may lie from the nearer end of a growing list (issue 22): an OFFSET
 * steps over that many index entries, which stays within the 10 ms target; deeper pages are read by cursor.
 */
export const PAGE_NUMBER_MAX_DEPTH = 10_000;

/** Paging of a cursor-paged list: `page` is null on a page reached by cursor (its number is not counted). */
export interface CursorPaging {
  total: number;
  /** Present (true) when `total` is a lower bound: a filter over rows that change counts no further than the depth limit. */
  totalCapped?: boolean;
  page: number | null;
  pageSize: number;
  /** The page after this one in the list's order (older rows by default), or null at the end. */
  nextCursor: string | null;
  /** The page before this one (newer rows by default), or null on the first page. */
  previousCursor: string | null;
}

export const LIST_CURSOR_MESSAGES = {
  cursorInvalid: 'This page link is not valid: start again from the first page',
  cursorOtherSort: 'This page link belongs to another sort order: start again from the first page',
  cursorWithPage: 'Ask for a page number or a cursor, not both',
  pageTooDeep: `This page is more than ${PAGE_NUMBER_MAX_DEPTH.toLocaleString('en-GB')} rows from either end of the list: go on with Older / Newer (nextCursor / previousCursor) or narrow the filter`,
} as const;

/** One page of a cursor-paged list. */
export interface CursorPage<Row> extends CursorPaging {
  data: Row[];
}

/** A cursor-paged list whose rows the spec names otherwise (001 §7: `submissions`). */
export type CursorPageOf<Key extends string, Row> = CursorPaging & { [K in Key]: Row[] };
