import { describe, expect, it } from 'vitest';
import { looksLikeFormula, readCsv } from '../csv/csv.ts';
import { summariseAnswers } from '../scoring/summary.ts';
import type { Answer } from './answer.ts';
import type { Assessment } from './assessment.ts';
import {
  resultsCsv,
  resultsCsvColumns,
  resultsFileName,
  resultsJson,
  type ResultsExportInput,
} from './results-export.ts';

const at = '2026-07-01T09:00:00.000Z';
const version = {
  // Listed out of order: the export follows the domains' order.
  domains: [
    { id: 'd2', name: 'Backup', order: 2 },
    { id: 'd1', name: 'Identity', order: 1 },
  ],
  controls: [
    { ref: 'BK-01', domainId: 'd2', title: 'Backups run daily', weight: 5, effort: 'M' as const },
    { ref: 'IAM-01', domainId: 'd1', title: 'MFA for everyone', weight: 4, effort: 'S' as const },
    { ref: 'IAM-02', domainId: 'd1', title: '=cmd|" /C calc"!A0', weight: 2, effort: 'L' as const },
  ],
};
const answer = (ref: string, fields: Partial<Answer>): Answer => ({
  ref,
  comment: '',
  evidence: [],
  revision: 1,
  updatedAt: at,
  updatedBy: { kind: 'member', uid: 'u1' },
  ...fields,
});
const answers: Answer[] = [
  answer('IAM-01', {
    status: 'partial',
    maturity: 3,
    comment: '@SUM(1+1) rolled out to 80 %',
    evidence: ['https://wiki.example/mfa', 'https://wiki.example/mfa-2'],
  }),
  answer('IAM-02', {
    status: 'not_met',
    exception: {
      reason: '+ accepted until the migration',
      expiresAt: '2026-12-31T00:00:00.000Z',
      acceptedBy: 'u1',
      acceptedAt: at,
      expired: false,
    },
  }),
];
const stateOf = (ref: string) => (ref === 'IAM-01' ? 'partial' : ref === 'IAM-02' ? 'exception' : undefined);
const assessment: Assessment = {
  id: 'a1',
  tenantId: 't1',
  name: 'Q3 review',
  status: 'completed',
  baseline: { id: 'esh-v1', lineageId: 'esh', name: 'Essential security hygiene', version: 1 },
  ownerUid: 'u1',
  createdAt: at,
  updatedAt: at,
  completedAt: at,
  summary: summariseAnswers(version.controls, ['d1', 'd2'], stateOf),
};
const input: ResultsExportInput = { assessment, tenantName: 'Fabrikam Manufacturing', version, answers };

describe('results export', () => {
  it('writes one CSV row per control in domain order, with the unanswered and left-out controls spelled out', () => {
    const table = readCsv(resultsCsv(input), { maxRows: 10 });
    expect(table.header).toEqual([...resultsCsvColumns]);
    const column = (name: (typeof resultsCsvColumns)[number]) => table.header.indexOf(name);
    expect(
      table.rows.map((row) => [
        row[column('domain')],
        row[column('ref')],
        row[column('state')],
        row[column('credit')],
      ]),
    ).toEqual([
      ['Identity', 'IAM-01', 'partial', '0.5'],
      ['Identity', 'IAM-02', 'exception', ''],
      ['Backup', 'BK-01', 'unanswered', '0'],
    ]);
    expect(table.rows[0]?.[column('evidence')]).toBe('https://wiki.example/mfa https://wiki.example/mfa-2');
    expect(table.rows[0]?.[column('maturity')]).toBe('3');
    expect(table.rows[1]?.[column('exception_expires_at')]).toBe('2026-12-31T00:00:00.000Z');
    expect(table.rows[2]?.[column('updated_at')]).toBe('');
  });

  it('never writes a CSV cell a spreadsheet would run, whatever the title, comment or reason says', () => {
    const table = readCsv(resultsCsv(input), { maxRows: 10 });
    for (const row of table.rows) for (const cell of row) expect(looksLikeFormula(cell)).toBe(false);
    const cells = table.rows.flat();
    expect(cells).toContain(`'=cmd|" /C calc"!A0`);
    expect(cells).toContain(`'@SUM(1+1) rolled out to 80 %`);
    expect(cells).toContain(`'+ accepted until the migration`);
  });

  it('writes the summary by domain with names and every control as JSON', () => {
    const document = JSON.parse(resultsJson(input)) as {
      format: string;
      version: number;
      assessment: { name: string; tenant: { name: string }; status: string };
      summary: {
        score: number | null;
        exceptions: number;
        domains: { domainId: string; name: string; score: number | null }[];
      };
      controls: {
        ref: string;
        state: string;
        credit: number | null;
        exception: { expired: boolean } | null;
      }[];
    };
    expect(document.format).toBe('assay.assessment-results');
    expect(document.version).toBe(1);
    expect(document.assessment).toMatchObject({
      name: 'Q3 review',
      tenant: { name: 'Fabrikam Manufacturing' },
      status: 'completed',
    });
    // IAM-01 partial (4 × ½) and BK-01 unanswered (5 × 0) count; IAM-02 is left out: 2 ÷ 9 = 22.2.
    expect(document.summary.score).toBe(22.2);
    expect(document.summary.exceptions).toBe(1);
    expect(document.summary.domains.map((d) => [d.domainId, d.name, d.score])).toEqual([
      ['d1', 'Identity', 50],
      ['d2', 'Backup', 0],
    ]);
    expect(document.controls.map((c) => [c.ref, c.state, c.credit, c.exception?.expired ?? null])).toEqual([
      ['IAM-01', 'partial', 0.5, null],
      ['IAM-02', 'exception', null, false],
      ['BK-01', 'unanswered', 0, null],
    ]);
  });

  it('names the file after the tenant and the assessment, in safe characters', () => {
    expect(
      resultsFileName(
        { tenantName: 'Fabrikam Manufacturing', assessment: { ...assessment, name: 'Q3 review: Café / IT' } },
        'csv',
      ),
    ).toBe('fabrikam-manufacturing-q3-review-cafe-it-results.csv');
    expect(resultsFileName({ tenantName: '', assessment: { ...assessment, name: '***' } }, 'json')).toBe(
      'assessment-results.json',
    );
  });
});
