// antd inside: import only from lazy admin chunks (see the antd-provider note in ../index.ts).
export { AdminTable, ExportCsvButton } from './AdminTable';
export { type AdminColumns } from './columns';
export { CursorPager } from './CursorPager';
export { DataTable } from './DataTable';
export { Pager } from './Pager';
export { sortColumn } from './sortColumn';
export { useTableParams } from './useTableParams';
