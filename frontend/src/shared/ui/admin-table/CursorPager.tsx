import type { PageCursors } from '@/shared/lib';
import { PageSizeAndTotal } from './PageSizeAndTotal';

export interface CursorPagerProps {
  cursors: PageCursors;
  pageSize: number;
  total: number;
  /** A neighbouring page's cursor, or undefined for the first page. */
  onCursor: (cursor: string | undefined) => void;
  /** A new page size (from the first page). */
  onPageSize: (pageSize: number) => void;
  /** The list's own order reads newest first; a sorted list pages "Previous / Next". */
  sorted?: boolean;
}

/**
 * Newer / Older of a list too long for page numbers (issue 22): each button reads the neighbouring page through
 * the server's cursor, at the same cost at any depth. Plain buttons, so the keyboard reaches them in order.
 */
export function CursorPager({ cursors, pageSize, total, onCursor, onPageSize, sorted = false }: CursorPagerProps) {
  const [before, after] = sorted ? ['Previous', 'Next'] : ['Newer', 'Older'];
  const first = cursors.page === 1 || (cursors.page === null && !cursors.previous);
  return (
    <nav className="admin-pager" aria-label="Pages of the list">
      <button type="button" className="btn btn--outline btn--sm" disabled={first} onClick={() => onCursor(undefined)}>
        {sorted ? 'First' : 'Newest'}
        <span className="visually-hidden"> page</span>
      </button>
      <button type="button" className="btn btn--outline btn--sm" disabled={!cursors.previous} onClick={() => onCursor(cursors.previous ?? undefined)}>
        {before}
        <span className="visually-hidden"> page</span>
      </button>
      {cursors.page !== null ? <span className="admin-pager__status">Page {cursors.page}</span> : null}
      <button type="button" className="btn btn--outline btn--sm" disabled={!cursors.next} onClick={() => onCursor(cursors.next ?? undefined)}>
        {after}
        <span className="visually-hidden"> page</span>
      </button>
      <PageSizeAndTotal pageSize={pageSize} total={total} capped={cursors.totalCapped} onPageSize={onPageSize} />
    </nav>
  );
}
