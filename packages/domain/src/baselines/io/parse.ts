// Reading a baseline file (JSON, YAML or CSV) into content, with a report of every problem as
// {section, row, field, rule}. Nothing here writes: the callable creates a draft only from a
// report without issues. Hostile files are stopped early: size and encoding before parsing,
// YAML aliases by yaml's own counter, row and list counts before any row is validated.
import { parseDocument } from 'yaml';
import type { z } from 'zod';
import { issueRule } from '../../errors/index.ts';
import { CONTROLS_MAX, DOMAINS_MAX } from '../baseline.ts';
import type { BaselineContent, BaselineIssue } from '../baseline.ts';
import { baselineFromCsv } from './csv-format.ts';
import { contentOf, itemRows, portableBaselineSchema } from './document.ts';
import type { BaselineFileFormat, PortableBaseline, RowNumbers } from './document.ts';
import { fileProblem, YAML_ALIASES_MAX } from './limits.ts';

export interface BaselineFileRead {
  /** The file's baseline when it has no issues. */
  document: PortableBaseline | null;
  content: BaselineContent | null;
  issues: BaselineIssue[];
}

/** Name and description given with the import; they replace the file's (a CSV file has none). */
export interface ImportHeader {
  name?: string | undefined;
  description?: string | undefined;
}

function failed(issues: BaselineIssue[]): BaselineFileRead {
  return { document: null, content: null, issues };
}

/**
 * The field of an issue inside a domain or control: its path (`translations.de.title`), or in a
 * CSV file the column (`title@de`, a domain's name in German `domain@de`).
 */
function fieldOf(path: readonly PropertyKey[], format: BaselineFileFormat): string {
  const [first, locale, field] = path;
  if (format === 'csv' && first === 'translations' && typeof locale === 'string' && typeof field === 'string')
    return `${field === 'name' ? 'domain' : field}@${locale}`;
  return path.map(String).join('.');
}

function issueOf(issue: z.core.$ZodIssue, rows: RowNumbers, format: BaselineFileFormat): BaselineIssue {
  const [section, index, ...rest] = issue.path;
  // An unknown language is refused by the translations' own rule, which names the languages.
  const unknownKeys =
    issue.code === 'unrecognized_keys' && issue.path.at(-1) !== 'translations'
      ? issue.keys.join(', ')
      : undefined;
  const rule = unknownKeys
    ? `Unknown field${issue.code === 'unrecognized_keys' && issue.keys.length > 1 ? 's' : ''}: ${unknownKeys}`
    : issue.message;
  const code = issueRule(issue);
  if ((section === 'domains' || section === 'controls') && typeof index === 'number') {
    return {
      section,
      row: rows[section](index),
      field: fieldOf(rest, format) || (unknownKeys ?? section),
      rule,
      code,
    };
  }
  if (section === 'domains' || section === 'controls') return { section, field: section, rule, code };
  return {
    section: section === undefined ? 'file' : 'baseline',
    field: issue.path.join('.') || (unknownKeys ?? 'file'),
    rule,
    code,
  };
}

function listTooLong(value: unknown): BaselineIssue[] {
  if (typeof value !== 'object' || value === null) return [];
  const { domains, controls } = value as { domains?: unknown; controls?: unknown };
  const issues: BaselineIssue[] = [];
  if (Array.isArray(domains) && domains.length > DOMAINS_MAX)
    issues.push({
      section: 'domains',
      field: 'domains',
      rule: `At most ${DOMAINS_MAX} domains; the file has ${domains.length}`,
      code: { rule: 'too-many', params: { max: DOMAINS_MAX } },
    });
  if (Array.isArray(controls) && controls.length > CONTROLS_MAX)
    issues.push({
      section: 'controls',
      field: 'controls',
      rule: `At most ${CONTROLS_MAX} controls; the file has ${controls.length}`,
      code: { rule: 'too-many', params: { max: CONTROLS_MAX } },
    });
  return issues;
}

function structured(format: 'json' | 'yaml', text: string): { value: unknown; issues: BaselineIssue[] } {
  if (format === 'json') {
    try {
      return { value: JSON.parse(text) as unknown, issues: [] };
    } catch (error) {
      return {
        value: null,
        issues: [
          {
            section: 'file',
            field: 'json',
            rule: `Not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
          },
        ],
      };
    }
  }
  const document = parseDocument(text, { uniqueKeys: true, prettyErrors: false });
  if (document.errors.length > 0) {
    return {
      value: null,
      issues: document.errors.slice(0, 10).map((error) => ({
        section: 'file',
        ...(error.linePos ? { row: error.linePos[0].line } : {}),
        field: 'yaml',
        rule: `Not valid YAML: ${error.message.split('\n')[0] ?? ''}`,
      })),
    };
  }
  try {
    return { value: document.toJS({ maxAliasCount: YAML_ALIASES_MAX }) as unknown, issues: [] };
  } catch (error) {
    const bomb = error instanceof ReferenceError && /alias/iu.test(error.message);
    return {
      value: null,
      issues: [
        {
          section: 'file',
          field: 'yaml',
          rule: bomb
            ? `The file expands aliases more than ${YAML_ALIASES_MAX} times; write the values out instead`
            : 'Not valid YAML',
        },
      ],
    };
  }
}

/** Reads a baseline file; `header` replaces the file's name and description when given. */
export function readBaselineFile(
  format: BaselineFileFormat,
  text: string,
  header: ImportHeader = {},
): BaselineFileRead {
  const problem = fileProblem(text);
  if (problem) return failed([{ section: 'file', field: 'file', rule: problem }]);
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let value: unknown;
  let rows = itemRows;
  const issues: BaselineIssue[] = [];
  if (format === 'csv') {
    const name = header.name ?? '';
    if (name.trim() === '')
      issues.push({
        section: 'baseline',
        field: 'name',
        rule: 'Name the baseline: a CSV file holds only its domains and controls',
      });
    const read = baselineFromCsv(source, { name, description: header.description ?? '' });
    if (read.document === null) return failed([...issues, ...read.issues]);
    issues.push(...read.issues);
    value = read.document;
    rows = read.rows;
  } else {
    const read = structured(format, source);
    if (read.issues.length > 0) return failed(read.issues);
    const tooLong = listTooLong(read.value);
    if (tooLong.length > 0) return failed(tooLong);
    value =
      typeof read.value === 'object' && read.value !== null && !Array.isArray(read.value)
        ? { ...read.value, ...definedOf(header) }
        : read.value;
  }
  const parsed = portableBaselineSchema.safeParse(value);
  if (!parsed.success) {
    // A CSV without a name is reported once, by the rule above.
    const schemaIssues = parsed.error.issues
      .map((issue) => issueOf(issue, rows, format))
      .filter(
        (issue) =>
          !(format === 'csv' && issue.section === 'baseline' && issue.field === 'name' && issues.length > 0),
      );
    return failed([...issues, ...schemaIssues]);
  }
  if (issues.length > 0) return failed(issues);
  const { content, issues: contentIssues } = contentOf(parsed.data, rows);
  return content ? { document: parsed.data, content, issues: [] } : failed(contentIssues);
}

function definedOf(header: ImportHeader): ImportHeader {
  return {
    ...(header.name !== undefined ? { name: header.name } : {}),
    ...(header.description !== undefined ? { description: header.description } : {}),
  };
}
