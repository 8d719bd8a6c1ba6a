import { PageSizeAndTotal } from './PageSizeAndTotal';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** A new page, or page 1 with a new size. */
  onChange: (page: number, pageSize: number) => void;
}

/** Previous / Next, "Page x of y", the page size and the total of a server-paged admin list. */
export function Pager({ page, pageSize, total, onChange }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="admin-pager">
      <button type="button" className="btn btn--outline btn--sm" disabled={page <= 1} onClick={() => onChange(page - 1, pageSize)}>
        Previous<span className="visually-hidden"> page</span>
      </button>
      <span className="admin-pager__status">
        Page {page} of {pages}
      </span>
      <button type="button" className="btn btn--outline btn--sm" disabled={page >= pages} onClick={() => onChange(page + 1, pageSize)}>
        Next<span className="visually-hidden"> page</span>
      </button>
      <PageSizeAndTotal pageSize={pageSize} total={total} onPageSize={(size) => onChange(1, size)} />
    </div>
  );
}
