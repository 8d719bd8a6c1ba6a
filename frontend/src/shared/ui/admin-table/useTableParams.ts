import { useCallback, useState } from 'react';
import { ADMIN_PAGE_SIZE_DEFAULT } from '@contracts';
import type { ListParams } from '@/shared/lib';

/**
 * Page, size, sort and column filters of a server-paged admin list, as the query string the admin list
 * endpoints read (`page`, `pageSize`, `sort`, `order`, one parameter per filtered column).
 */
export function useTableParams(initial: ListParams = {}) {
  const [params, setParams] = useState<ListParams>({ page: 1, pageSize: ADMIN_PAGE_SIZE_DEFAULT, ...initial });

  /**
   * Merges a change of sort, filters or page size (a table header, a filter select, a search box, a date
   * range, a sort menu) and goes back to the first page unless the change names a page itself.
   */
  const setFilters = useCallback((change: ListParams) => setParams((previous) => ({ ...previous, page: 1, ...change })), []);

  /** A page change (the pager): keeps the sort and filters. */
  const setPage = useCallback((page: number, pageSize: number) => setParams((previous) => ({ ...previous, page, pageSize })), []);

  return { params, onTableChange: setFilters, setFilters, setPage };
}
