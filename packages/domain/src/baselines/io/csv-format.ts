// A baseline as CSV: one row per control, plus optional domain rows (only `domain`, and
// `domain_id`, filled) that declare the domains in order. Without domain rows the domains are
// those the controls name, in order of first appearance. Columns (README: "Baseline CSV"):
//   ref, title, domain, weight, effort           required
//   description, guidance, references, tags      optional; lists separated by ";"
//   id, domain_id                                optional; exports carry them
//   title@de, description@de, guidance@de,       optional, per translation language (de, fr, nl,
//   domain@de, … title@es …                      es): the text in that language; an empty cell
//                                                reads as the baseline's own (English) text
// A domain's name in another language (`domain@de`) is read from its domain row, or, in a file
// without domain rows, from the first control of the domain.
import { looksLikeFormula, readCsv, restoreCell, writeCsv } from '../../csv/index.ts';
import { uniquenessKey } from '../../text/index.ts';
import { CONTROLS_MAX, DOMAINS_MAX } from '../baseline.ts';
import type { BaselineIssue } from '../baseline.ts';
import {
  parseTranslatedFieldKey,
  translatedControlFields,
  translatedFieldKey,
  translationLocales,
} from '../translations/index.ts';
import type { TranslationLocale } from '../translations/index.ts';
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

/** The columns that have a column per translation language: `title@de`, …, `domain@de` (the domain's name). */
export const csvTranslatedColumns = [...translatedControlFields, 'domain'] as const;
type TranslatedColumn = (typeof csvTranslatedColumns)[number];

/** The translation columns of `locales`, language by language. */
export function csvTranslationColumns(locales: readonly TranslationLocale[]): string[] {
  return locales.flatMap((locale) => csvTranslatedColumns.map((field) => translatedFieldKey(field, locale)));
}

/** Why `name` is not a column, naming the rule (it is neither a column nor a translation column). */
function unknownColumnRule(name: string): string {
  const at = name.lastIndexOf('@');
  if (at >= 0) {
    const field = name.slice(0, at);
    if ((csvTranslatedColumns as readonly string[]).includes(field))
      return `Unknown language "${name.slice(at + 1)}": translation columns are for ${translationLocales.join(', ')} (the columns without @ hold the baseline's own text, in English)`;
    return `Only ${csvTranslatedColumns.join(', ')} have translation columns (like title@de)`;
  }
  return `Unknown column; the columns are ${csvColumns.join(', ')}, and ${csvTranslatedColumns.map((field) => `${field}@<language>`).join(', ')} for ${translationLocales.join(', ')}`;
}

/** The spreadsheet row of data row `index` (the header is row 1). */
const sheetRow = (index: number) => index + 2;

export function baselineToCsv(document: PortableBaseline): string {
  // Only the languages the baseline has, so a file without translations keeps its columns.
  const locales = translationLocales.filter(
    (locale) =>
      document.domains.some((domain) => domain.translations?.[locale]) ||
      document.controls.some((control) => control.translations?.[locale]),
  );
  const translationCells = (
    translations: Partial<Record<TranslationLocale, Partial<Record<TranslatedColumn, string>>>> | undefined,
  ) =>
    locales.flatMap((locale) => csvTranslatedColumns.map((field) => translations?.[locale]?.[field] ?? ''));
  const domainRows = document.domains.map((domain) => [
    ...csvColumns.map((column) =>
      column === 'domain' ? domain.name : column === 'domain_id' ? (domain.id ?? '') : '',
    ),
    ...translationCells(
      domain.translations &&
        Object.fromEntries(
          Object.entries(domain.translations).map(([locale, { name }]) => [locale, { domain: name }]),
        ),
    ),
  ]);
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
    return [...csvColumns.map((column) => cells[column]), ...translationCells(c.translations)];
  });
  return writeCsv([...csvColumns, ...csvTranslationColumns(locales)], [...domainRows, ...controlRows]);
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

/** The non-empty cells of translation columns: language → field → text. */
type TranslatedCells = Map<TranslationLocale, Partial<Record<TranslatedColumn, string>>>;

function translationsOf<F extends TranslatedColumn, K extends string>(
  cells: TranslatedCells,
  fields: readonly F[],
  key: (field: F) => K,
) {
  const entries = [...cells].flatMap(([locale, texts]) => {
    const given = fields.flatMap((field) => (texts[field] === undefined ? [] : [[key(field), texts[field]]]));
    return given.length > 0
      ? [[locale, Object.fromEntries(given) as Partial<Record<K, string>>] as const]
      : [];
  });
  return entries.length > 0 ? { translations: Object.fromEntries(entries) } : {};
}

function domainOf(
  values: Record<CsvColumn, string>,
  translated: TranslatedCells,
): { id?: string; name: string; translations?: unknown } {
  const id = values.domain_id.trim();
  return {
    ...(id ? { id } : {}),
    name: values.domain,
    ...translationsOf(translated, ['domain'], () => 'name'),
  };
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
  const translationColumns: { column: string; field: TranslatedColumn; locale: TranslationLocale }[] = [];
  table.header.forEach((name, index) => {
    const translation = parseTranslatedFieldKey(name, csvTranslatedColumns);
    if (!(csvColumns as readonly string[]).includes(name) && !translation)
      issues.push({ section: 'file', field: name || `column ${index + 1}`, rule: unknownColumnRule(name) });
    else if (positions.has(name))
      issues.push({ section: 'file', field: name, rule: 'This column appears twice' });
    else {
      positions.set(name, index);
      if (translation) translationColumns.push({ column: name, ...translation });
    }
  });
  for (const column of requiredCsvColumns)
    if (!positions.has(column)) issues.push({ section: 'file', field: column, rule: 'Missing column' });
  if (issues.length > 0) return empty;

  const domains: ReturnType<typeof domainOf>[] = [];
  const domainSheetRows: number[] = [];
  const controls: { values: Record<CsvColumn, string>; translated: TranslatedCells; row: number }[] = [];
  table.rows.forEach((raw, index) => {
    const row = sheetRow(index);
    const cell = (column: string): string => {
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
    const translated: TranslatedCells = new Map();
    for (const { column, field, locale } of translationColumns) {
      const text = cell(column);
      if (text.trim() !== '') translated.set(locale, { ...translated.get(locale), [field]: text });
    }
    const isDomainRow =
      csvColumns.every(
        (column) => column === 'domain' || column === 'domain_id' || values[column].trim() === '',
      ) && [...translated.values()].every((texts) => Object.keys(texts).every((field) => field === 'domain'));
    if (isDomainRow) {
      domains.push(domainOf(values, translated));
      domainSheetRows.push(row);
    } else controls.push({ values, translated, row });
  });
  // Without domain rows, the domains are the ones the controls name (by id when given), in order of first use.
  if (domains.length === 0) {
    const seen = new Set<string>();
    for (const { values, translated, row } of controls) {
      const name = values.domain.trim();
      const key = values.domain_id.trim() ? `id:${values.domain_id.trim()}` : `name:${uniquenessKey(name)}`;
      if (name === '' || seen.has(key)) continue;
      seen.add(key);
      domains.push(domainOf(values, translated));
      domainSheetRows.push(row);
    }
  }
  const document = {
    ...header,
    domains,
    controls: controls.map(({ values, translated }) => ({
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
      ...translationsOf(translated, translatedControlFields, (field) => field),
    })),
  };
  const rows: RowNumbers = {
    domains: (i) => domainSheetRows[i] ?? 0,
    controls: (i) => controls[i]?.row ?? 0,
  };
  return { document, rows, issues };
}
