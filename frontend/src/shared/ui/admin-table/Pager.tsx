import { useId } from 'react';

const PAGE_SIZES = [10, 20, 50, 100];

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** A new page, or page 1 with a new size. */
  onChange: (page: number, pageSize: number) => void;
}

/** Previous / Next, "Page x of y", the page size and the total of a server-paged admin list. */
export function Pager({ page, pageSize, total, onChange }: PagerProps) {
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const sizes = PAGE_SIZES.includes(pageSize) ? PAGE_SIZES : [...PAGE_SIZES, pageSize].sort((a, b) => a - b);
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
      <label className="admin-pager__size" htmlFor={sizeId}>
        Rows per page
      </label>
      <select id={sizeId} className="admin-select" value={pageSize} onChange={(event) => onChange(1, Number(event.target.value))}>
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      <span className="admin-pager__total">{total} in total</span>
    </div>
  );
}
