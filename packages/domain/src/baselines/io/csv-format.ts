// A baseline as CSV: one row per control, plus optional domain rows (only `domain`, and
// `domain_id`, filled) that declare the domains in order. Without domain rows the domains are
// those the controls name, in order of first appearance. Columns (README: "Baseline CSV"):
//   ref, title, domain, weight, effort           required
//   description, guidance, references, tags      optional; lists separated by ";"
//   id, domain_id                                optional; exports carry them
import { looksLikeFormula, readCsv, restoreCell, writeCsv } from '../../csv/index.ts';
import { uniquenessKey } from '../../text/index.ts';
import { CONTROLS_MAX, DOMAINS_MAX } from '../baseline.ts';
import type { BaselineIssue } from '../baseline.ts';
import type { PortableBaseline, RowNumbers } from './document.ts';

export const csvColumns = [
  'ref',
  'title',
  'domain',
  'weight',
  'effort',
  'description',
  'guidance',
  'references',
  'tags',
  'id',
  'domain_id',
] as const;
export type CsvColumn = (typeof csvColumns)[number];
export const requiredCsvColumns: readonly CsvColumn[] = ['ref', 'title', 'domain', 'weight', 'effort'];
export const CSV_LIST_SEPARATOR = ';';

/** The spreadsheet row of data row `index` (the header is row 1). */
const sheetRow = (index: number) => index + 2;

export function baselineToCsv(document: PortableBaseline): string {
  const domainRows = document.domains.map((domain) =>
    csvColumns.map((column) =>
      column === 'domain' ? domain.name : column === 'domain_id' ? (domain.id ?? '') : '',
    ),
  );
  const controlRows = document.controls.map((c) => {
    const cells: Record<CsvColumn, string> = {
      ref: c.ref,
      title: c.title,
      domain: c.domain,
      weight: String(c.weight),
      effort: c.effort,
      description: c.description,
      guidance: c.guidance,
      references: c.references.join(`${CSV_LIST_SEPARATOR} `),
      tags: c.tags.join(`${CSV_LIST_SEPARATOR} `),
      id: c.id ?? '',
      domain_id: c.domainId ?? '',
    };
    return csvColumns.map((column) => cells[column]);
  });
  return writeCsv(csvColumns, [...domainRows, ...controlRows]);
}

function list(cell: string): string[] {
  return cell
    .split(CSV_LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** A number when the cell is a plain decimal integer, else the text (the schema then names the rule). */
function numberOrText(cell: string): number | string {
  return /^\s*\d+\s*$/u.test(cell) ? Number(cell) : cell;
}

function domainOf(values: Record<CsvColumn, string>): { id?: string; name: string } {
  const id = values.domain_id.trim();
  return { ...(id ? { id } : {}), name: values.domain };
}

export interface CsvParse {
  /** The rows as a portable document (not validated yet), or null when the file's shape is wrong. */
  document: unknown;
  rows: RowNumbers;
  issues: BaselineIssue[];
}

export function baselineFromCsv(text: string, header: { name: string; description: string }): CsvParse {
  const maxRows = CONTROLS_MAX + DOMAINS_MAX;
  const table = readCsv(text, { maxRows });
  const issues: BaselineIssue[] = table.problems.map((problem) => ({
    section: 'file',
    row: sheetRow(problem.row),
    field: 'csv',
    rule: problem.message,
  }));
  const empty: CsvParse = { document: null, rows: { domains: sheetRow, controls: sheetRow }, issues };
  if (table.truncated) {
    issues.push({
      section: 'file',
      field: 'rows',
      rule: `At most ${CONTROLS_MAX} controls and ${DOMAINS_MAX} domain rows; the file has more rows. Nothing was read past row ${sheetRow(maxRows - 1)}`,
    });
    return empty;
  }
  const positions = new Map<string, number>();
  table.header.forEach((name, index) => {
    if (!(csvColumns as readonly string[]).includes(name))
      issues.push({
        section: 'file',
        field: name || `column ${index + 1}`,
        rule: `Unknown column; the columns are ${csvColumns.join(', ')}`,
      });
    else if (positions.has(name))
      issues.push({ section: 'file', field: name, rule: 'This column appears twice' });
    else positions.set(name, index);
  });
  for (const column of requiredCsvColumns)
    if (!positions.has(column)) issues.push({ section: 'file', field: column, rule: 'Missing column' });
  if (issues.length > 0) return empty;

  const domains: { id?: string; name: string }[] = [];
  const domainSheetRows: number[] = [];
  const controls: { values: Record<CsvColumn, string>; row: number }[] = [];
  table.rows.forEach((raw, index) => {
    const row = sheetRow(index);
    const cell = (column: CsvColumn): string => {
      const position = positions.get(column);
      const value = position === undefined ? '' : (raw[position] ?? '');
      if (looksLikeFormula(value)) {
        issues.push({
          section: 'file',
          row,
          field: column,
          rule: `Starts with ${JSON.stringify(value[0])}, which a spreadsheet runs as a formula; put an apostrophe (') in front to keep it as text`,
        });
        // Kept as written so that the same cell is not reported again by the field's own rules.
        return value;
      }
      return restoreCell(value);
    };
    const values = Object.fromEntries(csvColumns.map((column) => [column, cell(column)])) as Record<
      CsvColumn,
      string
    >;
    const isDomainRow = csvColumns.every(
      (column) => column === 'domain' || column === 'domain_id' || values[column].trim() === '',
    );
    if (isDomainRow) {
      domains.push(domainOf(values));
      domainSheetRows.push(row);
    } else controls.push({ values, row });
  });
  // Without domain rows, the domains are the ones the controls name (by id when given), in order of first use.
  if (domains.length === 0) {
    const seen = new Set<string>();
    for (const { values, row } of controls) {
      const name = values.domain.trim();
      const key = values.domain_id.trim() ? `id:${values.domain_id.trim()}` : `name:${uniquenessKey(name)}`;
      if (name === '' || seen.has(key)) continue;
      seen.add(key);
      domains.push(domainOf(values));
      domainSheetRows.push(row);
    }
  }
  const document = {
    ...header,
    domains,
    controls: controls.map(({ values }) => ({
      ...(values.id.trim() ? { id: values.id.trim() } : {}),
      ref: values.ref,
      title: values.title,
      domain: values.domain,
      ...(values.domain_id.trim() ? { domainId: values.domain_id.trim() } : {}),
      weight: numberOrText(values.weight),
      effort: values.effort.trim().toUpperCase(),
      description: values.description,
      guidance: values.guidance,
      references: list(values.references),
      tags: list(values.tags),
    })),
  };
  const rows: RowNumbers = {
    domains: (i) => domainSheetRows[i] ?? 0,
    controls: (i) => controls[i]?.row ?? 0,
  };
  return { document, rows, issues };
}
