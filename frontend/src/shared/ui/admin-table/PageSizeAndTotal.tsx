import { useId } from 'react';

const PAGE_SIZES = [10, 20, 50, 100];

/** The end of both pagers: "Rows per page" (the list's own size among the choices) and the list's total ("more than" when capped). */
export function PageSizeAndTotal({ pageSize, total, capped = false, onPageSize }: { pageSize: number; total: number; capped?: boolean; onPageSize: (pageSize: number) => void }) {
  const sizeId = useId();
  const sizes = PAGE_SIZES.includes(pageSize) ? PAGE_SIZES : [...PAGE_SIZES, pageSize].sort((a, b) => a - b);
  return (
    <>
      <label className="admin-pager__size" htmlFor={sizeId}>
        Rows per page
      </label>
      <select id={sizeId} className="admin-select" value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      <span className="admin-pager__total">{capped ? `More than ${total.toLocaleString('en-GB')}` : total} in total</span>
    </>
  );
}
