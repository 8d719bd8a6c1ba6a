import { Alert, Button } from 'antd';
import { ADMIN_PAGE_SIZE_DEFAULT, type SortOrder } from '@contracts';
import { serverMessage } from '@/shared/api';
import type { ListParams, Page } from '@/shared/lib';
import type { AdminColumns } from './columns';
import { DataTable } from './DataTable';
import { CursorPager } from './CursorPager';
import { Pager } from './Pager';

interface ListState<T> {
  data?: Page<T>;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface AdminTableProps<T> {
  columns: AdminColumns<T>;
  state: ListState<T>;
  params: ListParams;
  /** Merges a sort, filter or page change into the list's params (useTableParams). */
  onTableChange: (change: ListParams) => void;
  rowKey?: keyof T;
  /** What an empty list says. */
  emptyText?: string;
  /** Shown when the call fails. */
  errorTitle?: string;
  /** For a list that also reads by cursor (issue 22): Newer / Older instead of page numbers (useTableParams' setCursor). */
  onCursor?: (cursor: string | undefined) => void;
  /** The list's own order is oldest first: its cursor pager reads First / Previous / Next, not Newer / Older. */
  oldestFirst?: boolean;
}

/** A plain table whose rows, page and total come from a paged admin endpoint. */
export function AdminTable<T extends { id?: number | string }>({
  columns,
  state,
  params,
  onTableChange,
  emptyText,
  errorTitle = 'Error Loading Data',
  rowKey = 'id' as keyof T,
  onCursor,
  oldestFirst = false,
}: AdminTableProps<T>) {
  if (state.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={errorTitle}
        description={serverMessage(state.error)}
        action={<Button onClick={() => state.refetch()}>Retry</Button>}
      />
    );
  }
  const filterValues: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(params)) filterValues[name] = value === null || value === undefined ? undefined : String(value);
  const total = state.data?.total ?? 0;
  return (
    <>
      <DataTable<T>
        columns={columns}
        rows={state.data?.items ?? []}
        rowKey={rowKey}
        loading={state.isFetching}
        emptyText={emptyText}
        // The column's key is the list's sort key (sortColumn), whatever field the column shows.
        sort={params.sort && params.order ? { key: String(params.sort), order: params.order as SortOrder } : undefined}
        onSort={(sort) => onTableChange({ sort: sort?.key, order: sort?.order })}
        filterValues={filterValues}
        onFilter={(key, value) => onTableChange({ [key]: value })}
      />
      {total > 0 && onCursor && state.data?.cursors ? (
        <CursorPager
          cursors={state.data.cursors}
          pageSize={state.data.pageSize}
          total={total}
          onCursor={onCursor}
          onPageSize={(pageSize) => onTableChange({ pageSize })}
          sorted={oldestFirst || Boolean(params.sort)}
        />
      ) : total > 0 ? (
        <Pager
          // The server's answer wins: some lists have a fixed page size.
          page={state.data?.page ?? Number(params.page ?? 1)}
          pageSize={state.data?.pageSize ?? Number(params.pageSize ?? ADMIN_PAGE_SIZE_DEFAULT)}
          total={total}
          onChange={(page, pageSize) => onTableChange({ page, pageSize })}
        />
      ) : null}
    </>
  );
}

/** Export CSV: a plain link to the list endpoint with ?format=csv, so the browser downloads the file itself. */
export function ExportCsvButton({ href }: { href: string }) {
  return (
    <Button href={href} download>
      Export CSV
    </Button>
  );
}
