import { createFakeCall, renderWithClient } from '@assay/client/testing';
import type { Comparison } from '@assay/domain/compare';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UiProviders } from '../../../test/fixtures.tsx';
import { TenantComparison } from './tenant-comparison.tsx';

const tenant = (tenantId: string, tenantName: string, score: number, domainScores: (number | null)[]) => ({
  tenantId,
  tenantName,
  assessmentId: `a-${tenantId}`,
  baselineId: 'esh-v1',
  version: 1,
  completedAt: '2026-03-01T10:00:00.000Z',
  score,
  coverage: 100,
  domainScores,
});

const comparison: Comparison = {
  baselines: [
    { lineageId: 'esh', baselineName: 'Essential hygiene', tenants: 2 },
    { lineageId: 'cloud', baselineName: 'Cloud workspace', tenants: 1 },
  ],
  lineageId: 'esh',
  baselineName: 'Essential hygiene',
  domains: [
    { id: 'iam', name: 'Identity' },
    { id: 'ops', name: 'Operations' },
  ],
  tenants: [tenant('t2', 'Fabrikam', 90, [100, 80]), tenant('t1', 'Contoso', 40, [20, null])],
  median: { score: 65, domainScores: [60, 80] },
};

function renderComparison(path: string) {
  const inputs: unknown[] = [];
  const call = createFakeCall({
    'compare-get': (input) => {
      inputs.push(input);
      return comparison;
    },
  });
  const rendered = renderWithClient(<TenantComparisonRoute />, {
    call,
    claims: { tid: 'org-1', role: 'viewer' },
    route: '/explore/:tab?/:tenantId?',
    path,
    wrapper: UiProviders,
  });
  return { inputs, ...rendered };
}

function TenantComparisonRoute() {
  const { tenantId } = useParams();
  return <TenantComparison tenantId={tenantId} />;
}

describe('tenant comparison', () => {
  it('shows the heatmap as a table whose cells write the score and open that tenant’s results for the domain', async () => {
    renderComparison('/explore/compare');
    const table = await screen.findByRole('table', { name: /Essential hygiene: score by domain/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Tenant', 'Overall', 'Identity', 'Operations']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Fabrikam',
      'Contoso',
      'Portfolio median',
    ]);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['40.0', '20.0', '—']);
    const cell = within(table).getByRole('link', { name: 'Contoso, Identity: 20.0. Open the results' });
    expect(cell).toHaveAttribute('href', '/tenant/t1/assessments/esh/a-t1?view=results&domain=iam');
    const ranking = screen.getByRole('table', { name: 'Tenants ranked by score' });
    expect(
      within(ranking)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getByRole('link').textContent),
    ).toEqual(['Fabrikam', 'Contoso']);
  });

  it('highlights the tenant of the URL against the portfolio median per domain', async () => {
    renderComparison('/explore/compare/t1');
    expect(
      await screen.findByText('Contoso is highlighted against the portfolio median.'),
    ).toBeInTheDocument();
    const heatmap = screen.getByRole('table', { name: /score by domain/ });
    const row = within(heatmap).getByRole('row', { current: true });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Contoso (highlighted)');
    expect(
      within(row).getByRole('link', { name: 'Contoso, Identity: 20.0 −40.0 vs median. Open the results' }),
    ).toHaveTextContent('20.0 −40.0 vs median');
    expect(
      within(row).getByRole('link', { name: /Contoso, overall: 40.0 −25.0 vs median/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('table', { name: 'Tenants ranked by score' }).querySelector('[data-selected="true"]'),
    ).toHaveTextContent('Contoso');
  });

  it('asks for the chosen baseline and keeps it in the URL', async () => {
    const user = userEvent.setup();
    const { inputs, router } = renderComparison('/explore/compare');
    await screen.findByRole('table', { name: /score by domain/ });
    expect(inputs).toEqual([{}]);
    await user.click(screen.getByRole('combobox', { name: 'Baseline' }));
    await user.click(await screen.findByRole('option', { name: 'Cloud workspace (1 tenant)' }));
    expect(router.state.location.search).toBe('?baseline=cloud');
    expect(inputs).toContainEqual({ lineageId: 'cloud' });
  });
});
