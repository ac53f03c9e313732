// An assessment's results as files people take away: CSV (one row per control, formula-safe
// through @assay/domain/csv) and JSON (the summary by domain and every answer). Pure: the
// browser builds them from what the results screen already holds, so an export costs no read.
import type { Control, Domain } from '../baselines/baseline.ts';
import { writeCsv } from '../csv/csv.ts';
import { creditFor } from '../scoring/score.ts';
import { scoringStateOf, type ScoringState } from '../scoring/summary.ts';
import type { Answer } from './answer.ts';
import type { Assessment } from './assessment.ts';

/** What an export is made of: the assessment with its summary, the pinned version, the answers. */
export interface ResultsExportInput {
  assessment: Assessment;
  tenantName: string;
  version: {
    domains: readonly Pick<Domain, 'id' | 'name' | 'order'>[];
    controls: readonly Pick<Control, 'ref' | 'domainId' | 'title' | 'weight' | 'effort'>[];
  };
  answers: readonly Answer[];
}

export type ResultsExportFormat = 'csv' | 'json';

/** Identifies the JSON document; `version` changes only when a field changes meaning or goes. */
export const RESULTS_JSON_FORMAT = 'assay.assessment-results';
export const RESULTS_JSON_VERSION = 1;

/** The CSV's columns, in order (documented in the package README). */
export const resultsCsvColumns = [
  'domain',
  'ref',
  'title',
  'weight',
  'effort',
  'state',
  'credit',
  'maturity',
  'comment',
  'evidence',
  'exception_reason',
  'exception_expires_at',
  'updated_at',
] as const;

/** A control's state as the export names it: unanswered is a state of its own, not a blank. */
export type ExportedState = Exclude<ScoringState, undefined> | 'unanswered';

interface ExportedControl {
  domain: string;
  ref: string;
  title: string;
  weight: number;
  effort: string;
  state: ExportedState;
  /** 1, 0.5 or 0; null when the control is left out of the score (not applicable, exception in force). */
  credit: number | null;
  maturity: number | null;
  comment: string;
  evidence: string[];
  exception: { reason: string; expiresAt: string; expired: boolean } | null;
  updatedAt: string | null;
}

/** The controls in domain order (then the version's order), each with its answer. */
function exportedControls({ version, answers }: ResultsExportInput): ExportedControl[] {
  const domains = [...version.domains].sort((a, b) => a.order - b.order);
  const rank = new Map(domains.map((d, i) => [d.id, i]));
  const name = new Map(domains.map((d) => [d.id, d.name]));
  const byRef = new Map(answers.map((a) => [a.ref, a]));
  return version.controls
    .map((control, index) => ({ control, index }))
    .sort(
      (a, b) =>
        (rank.get(a.control.domainId) ?? 0) - (rank.get(b.control.domainId) ?? 0) || a.index - b.index,
    )
    .map(({ control }) => {
      const answer = byRef.get(control.ref);
      const state = scoringStateOf(answer);
      // Never answered: a placeholder (an assignment) carries no answer yet.
      const answered = answer !== undefined && answer.revision > 0;
      return {
        domain: name.get(control.domainId) ?? control.domainId,
        ref: control.ref,
        title: control.title,
        weight: control.weight,
        effort: control.effort,
        state: state ?? 'unanswered',
        credit: state === 'exception' ? null : creditFor(state),
        maturity: answer?.maturity ?? null,
        comment: answer?.comment ?? '',
        evidence: [...(answer?.evidence ?? [])],
        exception: answer?.exception
          ? {
              reason: answer.exception.reason,
              expiresAt: answer.exception.expiresAt,
              expired: answer.exception.expired,
            }
          : null,
        updatedAt: answered ? answer.updatedAt : null,
      };
    });
}

/** One row per control; every cell a spreadsheet would run as a formula is neutralised. */
export function resultsCsv(input: ResultsExportInput): string {
  const rows = exportedControls(input).map((c) => [
    c.domain,
    c.ref,
    c.title,
    String(c.weight),
    c.effort,
    c.state,
    c.credit === null ? '' : String(c.credit),
    c.maturity === null ? '' : String(c.maturity),
    c.comment,
    c.evidence.join(' '),
    c.exception?.reason ?? '',
    c.exception?.expiresAt ?? '',
    c.updatedAt ?? '',
  ]);
  return writeCsv(resultsCsvColumns, rows);
}

/** The summary (overall and by domain, with names) and every control's answer, as indented JSON. */
export function resultsJson(input: ResultsExportInput): string {
  const { assessment, tenantName, version } = input;
  const domainName = new Map(version.domains.map((d) => [d.id, d.name]));
  const { domains, ...overall } = assessment.summary;
  const document = {
    format: RESULTS_JSON_FORMAT,
    version: RESULTS_JSON_VERSION,
    assessment: {
      id: assessment.id,
      name: assessment.name,
      tenant: { id: assessment.tenantId, name: tenantName },
      baseline: assessment.baseline,
      status: assessment.status,
      createdAt: assessment.createdAt,
      updatedAt: assessment.updatedAt,
      ...(assessment.completedAt ? { completedAt: assessment.completedAt } : {}),
    },
    summary: {
      ...overall,
      domains: domains.map((d) => ({ ...d, name: domainName.get(d.domainId) ?? d.domainId })),
    },
    controls: exportedControls(input),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** `<tenant>-<assessment>-results.<ext>`, lower-case letters, digits and dashes only. */
export function resultsFileName(
  input: Pick<ResultsExportInput, 'tenantName' | 'assessment'>,
  format: ResultsExportFormat,
): string {
  const slug = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/gu, '-')
      .replace(/^-+|-+$/gu, '')
      .slice(0, 60);
  const stem =
    [slug(input.tenantName), slug(input.assessment.name)].filter(Boolean).join('-') || 'assessment';
  return `${stem}-results.${format}`;
}
