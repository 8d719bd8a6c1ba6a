// antd inside: import only from lazy admin chunks (see the antd-provider note in ../index.ts).
export { AdminTable, ExportCsvButton, type AdminTableProps } from './AdminTable';
export { sortColumn } from './sortColumn';
export { useTableParams } from './useTableParams';
