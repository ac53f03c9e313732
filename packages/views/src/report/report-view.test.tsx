import type { Answer } from '@assay/domain/assessments';
import { scoringStateOf, summariseAnswers } from '@assay/domain/scoring';
import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ControlTranslations } from '@assay/domain/baselines/translations';
import type { ResultControl } from '../results/model.ts';
import { ReportView } from './report-view.tsx';

const domains = [{ id: 'iam', name: 'Identity', translations: { nl: { name: 'Identiteit' } } }];
const controls: (ResultControl & { translations?: ControlTranslations })[] = [
  {
    ref: 'IAM-01',
    title: 'Multi-factor sign-in',
    domainId: 'iam',
    weight: 3,
    effort: 'S',
    guidance: '',
    translations: { nl: { title: 'Aanmelden met meerdere factoren' }, de: { title: 'Mehrfaktor-Anmeldung' } },
  },
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

function renderReport(locale?: 'nl' | 'fr') {
  return render(
    <ReportView
      brand={{ name: 'Northwind' }}
      tenantName="Contoso"
      assessment={{
        name: 'Q1',
        baselineName: 'Essentials',
        baselineVersion: 1,
        completedAt: '2026-03-02T00:00:00.000Z',
        updatedAt: '2026-03-02T00:00:00.000Z',
      }}
      summary={summariseAnswers([{ ref: 'IAM-01', domainId: 'iam', weight: 3 }], ['iam'], (ref) =>
        scoringStateOf(answers.get(ref)),
      )}
      domains={domains}
      controls={controls}
      answers={answers}
      locale={locale}
    />,
  );
}

describe('ReportView', () => {
  it('heads the domain table with one Score over the bar and the figure', () => {
    renderReport();
    const table = screen
      .getByRole('heading', { name: 'Score by domain' })
      .parentElement?.querySelector('table') as HTMLTableElement;
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Domain', 'Score', 'Coverage']);
    expect(headers[1]).toHaveAttribute('colspan', '2');
  });

  it('is written in the language asked for, whatever the page speaks: texts, states, dates and numbers', () => {
    const { container } = renderReport('nl');
    expect(container.querySelector('article')).toHaveAttribute('lang', 'nl');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contoso: Q1');
    expect(screen.getByText('Essentials · versie 1 · afgerond op 2 mrt 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Managementsamenvatting' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Score per domein' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bijlage: alle antwoorden' })).toBeInTheDocument();
    expect(
      screen.getByText(/^Contoso scoort 100,0 van 100 op Essentials \(versie 1\), met 100%/),
    ).toBeInTheDocument();
    const appendix = screen.getByRole('heading', { name: 'Bijlage: alle antwoorden' }).parentElement!;
    expect(within(appendix).getByRole('cell', { name: 'Voldaan' })).toBeInTheDocument();
    expect(screen.queryByText('Executive summary')).toBeNull();
  });

  it('shows the baseline in the report’s language where it is translated, else in its own', () => {
    renderReport('nl');
    expect(screen.getAllByText('Aanmelden met meerdere factoren').length).toBeGreaterThan(0);
    expect(screen.queryByText('Multi-factor sign-in')).toBeNull();
    expect(screen.getAllByText('Identiteit').length).toBeGreaterThan(0);
    cleanup();
    renderReport('fr');
    expect(screen.getAllByText(/Multi-factor sign-in/u).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Mehrfaktor/u)).toBeNull();
  });
});
