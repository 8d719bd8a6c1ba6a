import { useCallback, useState } from 'react';
import type { TablePaginationConfig } from 'antd';
import type { FilterValue, SorterResult } from 'antd/es/table/interface';
import { ADMIN_PAGE_SIZE_DEFAULT } from '@contracts';
import type { ListParams } from '@/shared/lib';

/**
 * Page, size, sort and column filters of a server-paged antd Table, as the query string the admin list
 * endpoints read (`page`, `pageSize`, `sort`, `order`, one parameter per filtered column).
 */
export function useTableParams(initial: ListParams = {}) {
  const [params, setParams] = useState<ListParams>({ page: 1, pageSize: ADMIN_PAGE_SIZE_DEFAULT, ...initial });

  const onTableChange = useCallback(
    <T,>(pagination: TablePaginationConfig, filters: Record<string, FilterValue | null>, sorter: SorterResult<T> | SorterResult<T>[]) => {
      const sort = Array.isArray(sorter) ? sorter[0] : sorter;
      setParams((previous) => {
        const next: ListParams = { ...previous, page: pagination.current ?? 1, pageSize: pagination.pageSize ?? ADMIN_PAGE_SIZE_DEFAULT };
        for (const [name, value] of Object.entries(filters)) next[name] = value?.length ? String(value[0]) : undefined;
        // The column's key is the list's sort key (sortColumn), whatever field the column shows.
        next.sort = sort?.order ? String(sort.columnKey ?? sort.field) : undefined;
        next.order = sort?.order ? (sort.order === 'ascend' ? 'asc' : 'desc') : undefined;
        return next;
      });
    },
    [],
  );

  /** Sets filters kept outside the table (a search box, a date range, a sort menu); back to the first page. */
  const setFilters = useCallback((filters: ListParams) => setParams((previous) => ({ ...previous, ...filters, page: 1 })), []);

  /** A page change from a plain Pagination (card lists): keeps the sort and filters, which onTableChange would clear. */
  const setPage = useCallback((page: number, pageSize: number) => setParams((previous) => ({ ...previous, page, pageSize })), []);

  return { params, onTableChange, setFilters, setPage };
}
