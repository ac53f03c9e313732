export { ExportCsvButton, type CsvExport } from './export-csv-button.tsx';
export { PagedTable, type CursorPage, type PageQuery, type PagedTableProps } from './paged-table.tsx';
export { NameSearchField, type NameSearchFieldProps } from './name-search-field.tsx';
export { PlanFilter, planOfParams, type PlanFilterProps } from './plan-filter.tsx';
export { useConfirmedRowAction, type ConfirmedRowActionOptions } from './confirmed-row-action.tsx';
