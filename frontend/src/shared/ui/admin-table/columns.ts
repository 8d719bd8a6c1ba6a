import type { ReactNode } from 'react';

/** One column of an admin table: the subset of antd's column props the admin screens use. */
export interface AdminColumn<T> {
  title: string;
  /** The list's sort key (sortColumn) or filter parameter; else dataIndex names the column. */
  key?: string;
  dataIndex?: keyof T & string;
  // A method signature, so renders typed with their own value (`(email: string) => …`) fit.
  render?(value: never, row: T, index: number): ReactNode;
  /** The server sorts this column by `key` (set with sortColumn). */
  sorter?: boolean;
  /** One value at a time, sent as the `key` parameter; "All" clears it. */
  filters?: ReadonlyArray<{ text: string; value: string }>;
  align?: 'left' | 'center' | 'right';
  /** Long text stays on one line, cut with an ellipsis; the full text is the cell's title. */
  ellipsis?: boolean;
  width?: number | string;
}

export type AdminColumns<T> = ReadonlyArray<AdminColumn<T>>;

export const columnKey = <T>(column: AdminColumn<T>, index: number): string => column.key ?? column.dataIndex ?? String(index);
