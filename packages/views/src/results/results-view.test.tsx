import type { Answer } from '@assay/domain/assessments';
import { summariseAnswers, scoringStateOf } from '@assay/domain/scoring';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale } from '@assay/messages/runtime';
import { afterEach, describe, expect, it } from 'vitest';
import { ComparisonView } from './comparison-view.tsx';
import type { ResultControl } from './model.ts';
import { ResultsView } from './results-view.tsx';

const domains = [
  { id: 'iam', name: 'Identity' },
  { id: 'bk', name: 'Backup' },
];
const controls: ResultControl[] = [
  { ref: 'IAM-01', title: 'Multi-factor sign-in', domainId: 'iam', weight: 3, effort: 'S', guidance: '' },
  { ref: 'IAM-02', title: 'Joiners and leavers', domainId: 'iam', weight: 1, effort: 'M', guidance: '' },
  { ref: 'BK-01', title: 'Offline backups', domainId: 'bk', weight: 4, effort: 'L', guidance: '' },
];
const answer = (ref: string, status: Answer['status']): Answer => ({
  ref,
  status,
  comment: '',
  evidence: [],
  revision: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
  updatedBy: { kind: 'member', uid: 'u1' },
});
const summaryOf = (answers: ReadonlyMap<string, Answer>) =>
  summariseAnswers(
    controls.map((c) => ({ ref: c.ref, domainId: c.domainId, weight: c.weight })),
    domains.map((d) => d.id),
    (ref) => scoringStateOf(answers.get(ref)),
  );

describe('ResultsView', () => {
  afterEach(() => void setLocale('en', { reload: false }));

  // Earned 3 (IAM-01 met) + 0.5 (IAM-02 partial) + 0 (BK-01 not met) of 8 → 43.8.
  const answers = new Map([
    ['IAM-01', answer('IAM-01', 'met')],
    ['IAM-02', answer('IAM-02', 'partial')],
    ['BK-01', answer('BK-01', 'not_met')],
  ]);

  it('states the formula with this assessment’s figures and shows each control’s weight, credit and points lost', () => {
    render(
      <ResultsView summary={summaryOf(answers)} domains={domains} controls={controls} answers={answers} />,
    );
    expect(screen.getByRole('region', { name: 'Score' })).toHaveTextContent('43.8');
    expect(screen.getByText(/Score = Σ\(weight × credit\) ÷ Σ\(weight\) × 100/)).toBeInTheDocument();
    expect(screen.getByText(/Here: 3\.5 ÷ 8 × 100 =/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Contribution of each control' });
    const rows = within(table).getAllByRole('row').slice(1);
    // Sorted by points lost: BK-01 costs 4/8 = 50, IAM-02 costs 0.5/8 = 6.25, IAM-01 nothing.
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['BK-01 Offline backups', 'Backup', 'Not met', '4', '0', '0 of 4', '−50.0'],
      ['IAM-02 Joiners and leavers', 'Identity', 'Partial', '1', '½', '0.5 of 1', '−6.3'],
      ['IAM-01 Multi-factor sign-in', 'Identity', 'Met', '3', '1', '3 of 3', '0'],
    ]);
  });

  it('speaks the page’s language: headings, states, figures and the worked formula in German', () => {
    void setLocale('de', { reload: false });
    render(
      <ResultsView summary={summaryOf(answers)} domains={domains} controls={controls} answers={answers} />,
    );
    expect(screen.getByRole('heading', { name: 'So wird der Wert berechnet' })).toBeInTheDocument();
    expect(
      screen.getByText('Hier: 3,5 ÷ 8 × 100 = 43,8. Die verlorenen Punkte ergeben zusammen 56,2.'),
    ).toBeInTheDocument();
    const gaps = within(screen.getByRole('table', { name: 'Lücken nach Priorität' }));
    expect(gaps.getByRole('columnheader', { name: 'Priorität' })).toBeInTheDocument();
    expect(gaps.getByText('Nicht erfüllt')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Wert nach Bereich, 0–100' })).toBeInTheDocument();
  });

  it('orders the gaps by priority and shows the score of each domain', () => {
    render(
      <ResultsView summary={summaryOf(answers)} domains={domains} controls={controls} answers={answers} />,
    );
    const gaps = within(screen.getByRole('table', { name: 'Gaps by priority' }))
      .getAllByRole('row')
      .slice(1);
    // BK-01: 4 × 1 ÷ 3 = 1.33; IAM-02: 1 × 0.5 ÷ 2 = 0.25.
    expect(gaps.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'BK-01 Offline backups',
      'IAM-02 Joiners and leavers',
    ]);
    const chart = screen.getByRole('table', { name: 'Score by domain, 0–100' });
    expect(within(chart).getByRole('row', { name: /Identity/ })).toHaveTextContent('87.5');
    expect(within(chart).getByRole('row', { name: /Backup/ })).toHaveTextContent('0.0');
  });

  it('narrows the gaps and contributions to one domain, and shows every domain again on request', async () => {
    const user = userEvent.setup();
    let all = false;
    const { rerender } = render(
      <ResultsView
        summary={summaryOf(answers)}
        domains={domains}
        controls={controls}
        answers={answers}
        domainId="iam"
        onShowAllDomains={() => (all = true)}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Gaps and contributions of Identity only');
    const gaps = within(screen.getByRole('table', { name: 'Gaps by priority' }))
      .getAllByRole('row')
      .slice(1);
    expect(gaps.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'IAM-02 Joiners and leavers',
    ]);
    const contributions = within(screen.getByRole('table', { name: 'Contribution of each control' }))
      .getAllByRole('row')
      .slice(1);
    expect(contributions.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Identity',
      'Identity',
    ]);
    await user.click(screen.getByRole('button', { name: 'Show every domain' }));
    expect(all).toBe(true);
    rerender(
      <ResultsView
        summary={summaryOf(answers)}
        domains={domains}
        controls={controls}
        answers={answers}
        domainId="unknown"
      />,
    );
    expect(within(screen.getByRole('table', { name: 'Gaps by priority' })).getAllByRole('row')).toHaveLength(
      3,
    );
  });
});

describe('ComparisonView', () => {
  it('shows both scores per domain with their movement, and control by control what changed', async () => {
    const earlier = new Map([
      ['IAM-01', answer('IAM-01', 'partial')],
      ['BK-01', answer('BK-01', 'met')],
    ]);
    const later = new Map([
      ['IAM-01', answer('IAM-01', 'met')],
      ['BK-01', answer('BK-01', 'not_met')],
    ]);
    render(
      <ComparisonView
        before={{
          name: 'Q1',
          at: '2026-03-31T00:00:00.000Z',
          summary: summaryOf(earlier),
          domains,
          controls,
          answers: earlier,
        }}
        after={{
          name: 'Q2',
          at: '2026-06-30T00:00:00.000Z',
          summary: summaryOf(later),
          domains,
          controls,
          answers: later,
        }}
      />,
    );
    const byDomain = screen.getByRole('table', { name: 'Score by domain in both assessments' });
    expect(within(byDomain).getByRole('row', { name: /Identity/ })).toHaveTextContent(
      /37\.575\.0\+37\.5Improved/,
    );
    expect(within(byDomain).getByRole('row', { name: /Backup/ })).toHaveTextContent(
      /100\.00\.0−100\.0Regressed/,
    );
    expect(screen.getByText('1 improved, 1 regressed, 1 unchanged')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Regressed' }));
    const rows = within(screen.getByRole('table', { name: 'Controls in both assessments' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('BK-01');
  });
});
