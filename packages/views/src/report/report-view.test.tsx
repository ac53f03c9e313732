import type { Answer } from '@assay/domain/assessments';
import { scoringStateOf, summariseAnswers } from '@assay/domain/scoring';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResultControl } from '../results/model.ts';
import { ReportView } from './report-view.tsx';

const domains = [{ id: 'iam', name: 'Identity' }];
const controls: ResultControl[] = [
  { ref: 'IAM-01', title: 'Multi-factor sign-in', domainId: 'iam', weight: 3, effort: 'S', guidance: '' },
];
const answers = new Map<string, Answer>([
  [
    'IAM-01',
    {
      ref: 'IAM-01',
      status: 'met',
      comment: '',
      evidence: [],
      revision: 1,
      updatedAt: '2026-01-01T00:00:00.000Z',
      updatedBy: { kind: 'member', uid: 'u1' },
    },
  ],
]);

describe('ReportView', () => {
  it('heads the domain table with one Score over the bar and the figure', () => {
    render(
      <ReportView
        brand={{ name: 'Northwind' }}
        tenantName="Contoso"
        assessment={{
          name: 'Q1',
          baselineName: 'Essentials',
          baselineVersion: 1,
          status: 'completed',
          updatedAt: '2026-01-02T00:00:00.000Z',
        }}
        summary={summariseAnswers([{ ref: 'IAM-01', domainId: 'iam', weight: 3 }], ['iam'], (ref) =>
          scoringStateOf(answers.get(ref)),
        )}
        domains={domains}
        controls={controls}
        answers={answers}
      />,
    );
    const table = screen
      .getByRole('heading', { name: 'Score by domain' })
      .parentElement?.querySelector('table') as HTMLTableElement;
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Domain', 'Score', 'Coverage']);
    expect(headers[1]).toHaveAttribute('colspan', '2');
  });
});
