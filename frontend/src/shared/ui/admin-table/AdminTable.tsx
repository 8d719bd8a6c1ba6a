import { Alert, Button, Table, type TableProps } from 'antd';
import { ADMIN_PAGE_SIZE_DEFAULT } from '@contracts';
import { serverMessage } from '@/shared/api';
import type { ListParams, Page } from '@/shared/lib';

interface ListState<T> {
  data?: Page<T>;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface AdminTableProps<T> extends Omit<TableProps<T>, 'dataSource' | 'pagination' | 'loading' | 'onChange'> {
  state: ListState<T>;
  params: ListParams;
  onTableChange: NonNullable<TableProps<T>['onChange']>;
  /** What an empty list says. */
  emptyText?: string;
  /** Shown when the call fails. */
  errorTitle?: string;
}

/** An antd Table whose rows, page and total come from a paged admin endpoint. */
export function AdminTable<T extends { id?: number | string }>({
  state,
  params,
  onTableChange,
  emptyText,
  errorTitle = 'Error Loading Data',
  rowKey = 'id',
  ...table
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
  return (
    <Table<T>
      {...table}
      rowKey={rowKey}
      dataSource={state.data?.items ?? []}
      loading={state.isFetching}
      locale={emptyText ? { emptyText } : undefined}
      scroll={{ x: 'max-content' }}
      onChange={onTableChange}
      pagination={{
        // The server's answer wins: some lists have a fixed page size.
        current: state.data?.page ?? Number(params.page ?? 1),
        pageSize: state.data?.pageSize ?? Number(params.pageSize ?? ADMIN_PAGE_SIZE_DEFAULT),
        total: state.data?.total ?? 0,
        showSizeChanger: true,
        showTotal: (total) => `${total} in total`,
      }}
    />
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
