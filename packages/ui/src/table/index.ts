export { sortRows } from './sort-rows';
export { Table, type SortDirection, type TableColumn, type TableProps, type TableSort } from './table';
