// antd inside: import only from lazy admin chunks (see the antd-provider note in ../index.ts).
export { AdminTable, ExportCsvButton, type AdminTableProps } from './AdminTable';
export { columnKey, type AdminColumn, type AdminColumns } from './columns';
export { CursorPager, type CursorPagerProps } from './CursorPager';
export { DataTable, type DataTableProps, type TableSort } from './DataTable';
export { Pager, type PagerProps } from './Pager';
export { sortColumn } from './sortColumn';
export { useTableParams } from './useTableParams';
