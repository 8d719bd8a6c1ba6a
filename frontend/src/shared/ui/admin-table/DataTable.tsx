import { useId, type ReactNode } from 'react';
import type { SortOrder } from '@contracts';
import { columnKey, type AdminColumn, type AdminColumns } from './columns';

export interface TableSort {
  key: string;
  order: SortOrder;
}

export interface DataTableProps<T> {
  columns: AdminColumns<T>;
  rows: readonly T[];
  rowKey: keyof T | ((row: T) => string | number);
  emptyText?: string;
  loading?: boolean;
  /** The server's current sort, shown as aria-sort on its header. */
  sort?: TableSort;
  /** A header's sort button: ascending, then descending, then the server's own order (undefined). */
  onSort?: (sort: TableSort | undefined) => void;
  /** The current value of each filtered column, by column key. */
  filterValues?: Record<string, string | undefined>;
  onFilter?: (key: string, value: string | undefined) => void;
  className?: string;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function nextSort(key: string, current: TableSort | undefined): TableSort | undefined {
  if (current?.key !== key) return { key, order: 'asc' };
  return current.order === 'asc' ? { key, order: 'desc' } : undefined;
}

function cell<T>(column: AdminColumn<T>, row: T, index: number): ReactNode {
  const value = column.dataIndex === undefined ? undefined : row[column.dataIndex];
  if (column.render) return column.render(value as never, row, index);
  return value === null || value === undefined ? '' : String(value);
}

/** A plain, accessible HTML table with server-side sort headers and column filters (no antd Table: see docs/decisions.md). */
export function DataTable<T>({ columns, rows, rowKey, emptyText = 'No data', loading = false, sort, onSort, filterValues = {}, onFilter, className }: DataTableProps<T>) {
  const filterId = useId();
  const filtered = columns.filter((column) => column.filters && onFilter);
  const keyOf = (row: T) => String(typeof rowKey === 'function' ? rowKey(row) : row[rowKey]);

  return (
    <div className={['admin-table', className].filter(Boolean).join(' ')} aria-busy={loading}>
      {filtered.length > 0 ? (
        <div className="admin-table__filters">
          {filtered.map((column) => {
            const key = columnKey(column, columns.indexOf(column));
            return (
              <span key={key} className="admin-filter">
                <label htmlFor={`${filterId}-${key}`}>{column.title}</label>
                <select
                  id={`${filterId}-${key}`}
                  className="admin-select"
                  value={filterValues[key] ?? ''}
                  onChange={(event) => onFilter?.(key, event.target.value || undefined)}
                >
                  <option value="">All</option>
                  {column.filters?.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.text}
                    </option>
                  ))}
                </select>
              </span>
            );
          })}
        </div>
      ) : null}
      <div className="admin-table__scroll">
        <table>
          <thead>
            <tr>
              {columns.map((column, index) => {
                const key = columnKey(column, index);
                const sorted = sort?.key === key ? sort.order : undefined;
                return (
                  <th
                    key={key}
                    scope="col"
                    style={{ width: column.width, textAlign: column.align }}
                    aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
                  >
                    {column.sorter && onSort ? (
                      <button type="button" className="admin-table__sort" onClick={() => onSort(nextSort(key, sort))}>
                        {column.title}
                        <span aria-hidden="true" className="admin-table__sort-mark">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      column.title
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="admin-empty admin-table__empty">
                  {loading ? 'Loading…' : emptyText}
                </td>
              </tr>
            ) : (
              rows.map((row, rowIndex) => (
                <tr key={keyOf(row)}>
                  {columns.map((column, index) => {
                    const content = cell(column, row, rowIndex);
                    return (
                      <td
                        key={columnKey(column, index)}
                        style={{ textAlign: column.align }}
                        className={column.ellipsis ? 'admin-table__ellipsis' : undefined}
                        title={column.ellipsis && typeof content === 'string' ? content : undefined}
                      >
                        {content}
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
