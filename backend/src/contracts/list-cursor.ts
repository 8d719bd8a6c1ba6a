/**
 * Keyset (cursor) paging of the admin lists that grow with traffic: the audit log and the public forms' lists
 * (issue 22). A page answers opaque cursors for the rows after it (older, in the default order) and before it
 * (newer); `?cursor=` reads the next page through the sort's index, at the same cost at any depth.
 */
export const LIST_CURSOR_MAX_LENGTH = 1024;

/** Paging of a cursor-paged list: `page` is null on a page reached by cursor (its number is not counted). */
export interface CursorPaging {
  total: number;
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
} as const;

/** One page of a cursor-paged list. */
export interface CursorPage<Row> extends CursorPaging {
  data: Row[];
}

/** A cursor-paged list whose rows the spec names otherwise (001 §7: `submissions`). */
export type CursorPageOf<Key extends string, Row> = CursorPaging & { [K in Key]: Row[] };
