import type { AdminSortKey, AdminSortList } from '@contracts';

/**
 * The props of a column the server sorts: its `key` is one of the list's ADMIN_SORT_KEYS (the compiler checks
 * it), which useTableParams sends as `sort`. Spread into the column: `{ title: 'Name', dataIndex: 'name',
 * ...sortColumn('signedTerms', 'name') }`.
 */
export function sortColumn<List extends AdminSortList>(_list: List, key: AdminSortKey<List>) {
  return { key, sorter: true } as const;
}
