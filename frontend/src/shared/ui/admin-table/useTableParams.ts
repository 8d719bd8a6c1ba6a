import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ADMIN_PAGE_SIZE_DEFAULT } from '@contracts';
import type { ListParams } from '@/shared/lib';

const NUMBERS = new Set(['page', 'pageSize']);
/** Where in a list the admin is: dropped from the address, not emptied, when it no longer applies. */
const POSITION = new Set(['page', 'cursor']);

export interface TableParamsOptions {
  /**
   * Where in the address the list keeps its state: '' (the default) for a screen's own list, a name for a
   * list that shares its screen with others (its keys become `name.page`, `name.sort`, …).
   */
  urlPrefix?: string;
}

/**
 * Page, size, sort and column filters of a server-paged admin list, as the query string the admin list
 * endpoints read (`page`, `pageSize`, `sort`, `order`, one parameter per filtered column). They live in the
 * page's address (issue 16), so a list can be shared as a link and survives a reload.
 */
export function useTableParams(initial: ListParams = {}, { urlPrefix = '' }: TableParamsOptions = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const initialKey = JSON.stringify(initial);
  const prefix = urlPrefix ? `${urlPrefix}.` : '';

  const params = useMemo<ListParams>(() => {
    const fromUrl: ListParams = {};
    for (const [name, value] of searchParams) {
      // A screen's own list ignores other lists' `name.key` entries, and each named list reads only its own.
      if (prefix ? !name.startsWith(prefix) : name.includes('.')) continue;
      const key = name.slice(prefix.length);
      fromUrl[key] = NUMBERS.has(key) && /^\d+$/.test(value) ? Number(value) : value;
    }
    return { page: 1, pageSize: ADMIN_PAGE_SIZE_DEFAULT, ...(JSON.parse(initialKey) as ListParams), ...fromUrl };
  }, [searchParams, prefix, initialKey]);

  const merge = useCallback(
    (change: ListParams) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(change)) {
            // A page cursor leaves the address with its page; the page number, when a cursor replaces it.
            if ((value === undefined || value === null) && POSITION.has(key)) next.delete(`${prefix}${key}`);
            // An emptied filter stays in the address as `key=` so a default filter does not come back.
            else if (value === undefined || value === null) next.set(`${prefix}${key}`, '');
            else next.set(`${prefix}${key}`, String(value));
          }
          return next;
        },
        { replace: true },
      ),
    [prefix, setSearchParams],
  );

  /**
   * Merges a change of sort, filters or page size (a table header, a filter select, a search box, a date
   * range, a sort menu) and goes back to the first page unless the change names a page itself.
   */
  const setFilters = useCallback((change: ListParams) => merge({ page: 1, cursor: undefined, ...change }), [merge]);

  /** A page change (the pager): keeps the sort and filters. */
  const setPage = useCallback((page: number, pageSize: number) => merge({ page, pageSize, cursor: undefined }), [merge]);

  /** A neighbouring page of a cursor-paged list (issue 22), or back to the first page (undefined). */
  const setCursor = useCallback((cursor: string | undefined) => merge(cursor ? { cursor, page: undefined } : { cursor: undefined, page: 1 }), [merge]);

  return { params, onTableChange: setFilters, setFilters, setPage, setCursor };
}
