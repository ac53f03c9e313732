// CSV for every export and import of the product, on papaparse (never hand parsing).
// Spreadsheets run a cell that starts with = + - @ (or a tab / carriage return) as a formula,
// so the writer prefixes such cells with an apostrophe, and the reader removes exactly that
// prefix again: what is written reads back identically. A cell that already starts with an
// apostrophe is prefixed too, so that a text's own leading apostrophe survives the round trip.
import Papa from 'papaparse';

const FORMULA_START = /^[=+\-@\t\r]/u;
const ESCAPED = /^'[=+\-@\t\r']/u;

/** Whether a spreadsheet would treat this cell as a formula. */
export function looksLikeFormula(cell: string): boolean {
  return FORMULA_START.test(cell);
}

/** The cell as written to a file: formula-like cells and leading apostrophes get an apostrophe in front. */
export function neutraliseCell(cell: string): string {
  return looksLikeFormula(cell) || cell.startsWith("'") ? `'${cell}` : cell;
}

/** Reverses `neutraliseCell`: an apostrophe in front of a formula character or another apostrophe is dropped. */
export function restoreCell(cell: string): string {
  return ESCAPED.test(cell) ? cell.slice(1) : cell;
}

/** A CSV document (RFC 4180, CRLF line ends, every cell neutralised) from a header and rows. */
export function writeCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const neutralised = [header, ...rows].map((row) => row.map(neutraliseCell));
  return `${Papa.unparse(neutralised, { newline: '\r\n', quotes: false, escapeFormulae: false })}\r\n`;
}

export interface CsvProblem {
  /** 1-based line of the file's data rows (the header is row 0). */
  row: number;
  message: string;
}

export interface CsvTable {
  header: string[];
  /** Data rows with their cells as written (not restored: the caller decides what a raw formula means). */
  rows: string[][];
  /** More rows than `maxRows` followed; they were not parsed. */
  truncated: boolean;
  problems: CsvProblem[];
}

/**
 * Parses at most `maxRows` data rows after the header; blank lines are skipped. Parsing stops
 * there, so a file of 100,000 rows costs no more than one of `maxRows + 1`.
 */
export function readCsv(text: string, options: { maxRows: number }): CsvTable {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const result = Papa.parse<string[]>(source, {
    header: false,
    skipEmptyLines: 'greedy',
    preview: options.maxRows + 2,
  });
  const [header = [], ...rows] = result.data;
  const problems = result.errors.map((error) => ({ row: error.row ?? 0, message: error.message }));
  return {
    header: header.map((cell) => cell.trim()),
    rows: rows.slice(0, options.maxRows),
    truncated: rows.length > options.maxRows,
    problems,
  };
}
