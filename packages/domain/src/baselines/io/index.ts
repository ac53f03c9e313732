export { baselineFileFormats, contentOf, portableBaselineSchema, portableOf } from './document.ts';
export type { BaselineFileFormat, PortableBaseline, PortableControl } from './document.ts';
export { csvColumns, requiredCsvColumns, CSV_LIST_SEPARATOR } from './csv-format.ts';
export { baselineFileName, exportBaseline } from './export.ts';
export type { BaselineFile } from './export.ts';
export { IMPORT_BYTES_MAX, REPORT_ISSUES_MAX, YAML_ALIASES_MAX } from './limits.ts';
export { readBaselineFile } from './parse.ts';
export type { BaselineFileRead, ImportHeader } from './parse.ts';
