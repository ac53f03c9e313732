import { createFakeCall, renderWithClient } from '@assay/client/testing';
import type { Dashboard } from '@assay/domain/dashboard';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { overview, UiProviders } from '../../test/fixtures.tsx';
import { Component as WelcomePage } from './welcome.tsx';

const empty: Dashboard = {
  tenantCount: 0,
  memberCount: 1,
  baselines: [],
  ranked: [],
  inProgressTotal: 0,
  inProgress: [],
  due: [],
  activity: [],
  onboarding: { tenant: false, assessment: false, colleague: false },
  serverTime: '2026-03-01T00:00:00.000Z',
};

function renderHome(dashboard: Dashboard, tenants = 0) {
  const call = createFakeCall({
    'org-get': () => overview({ tenants }, 3),
    'dashboard-get': () => dashboard,
  });
  return renderWithClient(<WelcomePage />, {
    call,
    claims: { tid: 'org-1', role: 'owner' },
    route: '/',
    wrapper: UiProviders,
  });
}

describe('the portfolio dashboard', () => {
  it('shows a new organisation the onboarding checklist with nothing done', async () => {
    renderHome(empty);
    const steps = await screen.findByRole('region', { name: 'Get started' });
    expect(await within(steps).findByRole('link', { name: 'Start an assessment' })).toBeInTheDocument();
    expect(within(steps).getByRole('link', { name: 'Add the first tenant you assess' })).toBeInTheDocument();
    // Inviting works in /admin: a link there, not "Coming soon".
    expect(within(steps).getByRole('link', { name: 'Invite a colleague' })).toHaveAttribute('href', '/admin');
    expect(within(steps).queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it('ranks tenants by score with a sparkline, and marks overdue roadmap items', async () => {
    renderHome(
      {
        ...empty,
        tenantCount: 2,
        baselines: [{ lineageId: 'iso', baselineName: 'ISO', tenants: 2, average: 66.7, previous: 50 }],
        ranked: [
          {
            tenantId: 't2',
            tenantName: 'Fabrikam',
            lineageId: 'iso',
            baselineName: 'ISO',
            score: 100,
            history: [80, 100],
            completedAt: '2026-02-01T00:00:00.000Z',
          },
          {
            tenantId: 't1',
            tenantName: 'Contoso',
            lineageId: 'iso',
            baselineName: 'ISO',
            score: 33.3,
            history: [33.3],
            completedAt: '2026-02-01T00:00:00.000Z',
          },
        ],
        due: [{ itemId: 'i1', tenantId: 't1', title: 'Rotate keys', dueDate: '2026-02-20', overdue: true }],
        onboarding: { tenant: true, assessment: true, colleague: true },
      },
      2,
    );
    const ranked = await screen.findByRole('region', { name: 'Tenants by score' });
    expect(
      within(ranked)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringMatching(/^Fabrikam ISO.*100$/), expect.stringMatching(/^Contoso ISO.*33\.3$/)]);
    expect(within(ranked).getByRole('img', { name: 'Fabrikam: 80, 100' })).toBeInTheDocument();
    expect(screen.getByText('Overdue · 20 Feb 2026')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Average · ISO' })).toHaveTextContent(
      /66\.7.*2 tenants · up 16\.7 points/,
    );
  });

  it('says “1 tenant”, counts every assessment in progress and links to the rest beyond those listed', async () => {
    const open = (i: number) => ({
      assessmentId: `a${i}`,
      tenantId: 't1',
      baselineId: 'iso',
      name: `Review ${i}`,
      status: 'in_progress',
      answered: i,
      applicable: 30,
      coverage: null,
      updatedAt: '2026-02-01T00:00:00.000Z',
    });
    renderHome(
      {
        ...empty,
        tenantCount: 1,
        baselines: [{ lineageId: 'iso', baselineName: 'ISO', tenants: 1, average: 50, previous: null }],
        inProgressTotal: 25,
        inProgress: Array.from({ length: 20 }, (_, i) => open(i)),
      },
      1,
    );
    expect(await screen.findByRole('region', { name: 'Average · ISO' })).toHaveTextContent(
      '1 tenant · no earlier assessment',
    );
    // The count and the list are regions of their own names.
    expect(screen.getByRole('region', { name: 'Assessments in progress' })).toHaveTextContent(
      /^Assessments in progress25$/,
    );
    expect(screen.getByRole('region', { name: 'Continue an assessment' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Assessments to continue' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByText(/The 20 most recently changed of 25/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find the others by tenant' })).toHaveAttribute(
      'href',
      '/tenant/',
    );
  });
});
