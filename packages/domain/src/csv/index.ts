// @assay/domain/csv — CSV writing and reading shared by every export and import.
export { looksLikeFormula, neutraliseCell, readCsv, restoreCell, writeCsv } from './csv.ts';
export type { CsvProblem, CsvTable } from './csv.ts';
