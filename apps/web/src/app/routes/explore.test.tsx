import { AppError } from '@assay/client';
import { createFakeCall, renderWithClient, type FakeHandlers } from '@assay/client/testing';
import { globalBaselines, type BaselineSummary, type BaselineVersion } from '@assay/domain/baselines';
import { setLocale } from '@assay/messages/runtime';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, assessment } from '../../test/assessments.tsx';
import { UiProviders } from '../../test/fixtures.tsx';
import { Component as ExplorePage } from './explore.tsx';

const [hygiene, workspace] = globalBaselines as [BaselineVersion, BaselineVersion];

function summary(
  version: BaselineVersion,
  baseline: Partial<BaselineVersion['baseline']> = {},
): BaselineSummary {
  return {
    baseline: { ...version.baseline, ...baseline },
    domainCount: version.domains.length,
    controlCount: version.controls.length,
  };
}

const privateDraft = summary(hygiene, {
  id: 'own-draft',
  lineageId: 'own',
  owner: { kind: 'org', tid: 'org-1' },
  name: 'Our draft rules',
  status: 'draft',
  publishedAt: undefined,
});

function renderExplore(
  path: string,
  list: () => { items: BaselineSummary[]; privateBaselines: { count: number; max: number | null } } = () => ({
    items: [summary(hygiene), summary(workspace), privateDraft],
    privateBaselines: { count: 1, max: 10 },
  }),
  more: FakeHandlers = {},
) {
  const call = createFakeCall({
    ...more,
    'baselines-list': list,
    'baselines-get': ({ baselineId }) => {
      const found = globalBaselines.find((version) => version.baseline.id === baselineId);
      if (!found) throw new AppError('not-found', 'No such baseline.');
      return found;
    },
  });
  return {
    call,
    ...renderWithClient(<ExplorePage />, {
      call,
      claims: { tid: 'org-1', role: 'viewer' },
      route: '/explore/:tab?/:tenantId?',
      path,
      wrapper: UiProviders,
    }),
  };
}

describe('Explore', () => {
  // jsdom does no layout: give the result list the viewport a browser would.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(700);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(120);
  });

  it('shows the published library as cards with version, counts and owner, and no drafts', async () => {
    renderExplore('/explore');
    const list = await screen.findByRole('list', { name: 'Published baselines' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      workspace.baseline.name,
      hygiene.baseline.name,
    ]);
    expect(within(cards[1]!).getByText('Global')).toBeInTheDocument();
    expect(within(cards[1]!).getByText(`v${hygiene.baseline.version}`)).toBeInTheDocument();
    expect(
      within(cards[1]!).getByText(`${hygiene.domains.length} domains · ${hygiene.controls.length} controls`),
    ).toBeInTheDocument();
    expect(screen.queryByText('Our draft rules')).toBeNull();
  });

  it('opens a baseline to read its domains and controls', async () => {
    const user = userEvent.setup();
    const { router } = renderExplore('/explore/baselines');
    await user.click(await screen.findByRole('link', { name: hygiene.baseline.name }));
    expect(router.state.location.search).toBe(`?baseline=${hygiene.baseline.id}`);
    expect(await screen.findByRole('heading', { level: 2, name: hygiene.baseline.name })).toBeInTheDocument();
    const domains = within(screen.getByRole('navigation', { name: 'Domains' })).getAllByRole('link');
    expect(domains.map((link) => link.firstChild?.textContent)).toEqual(
      [...hygiene.domains].sort((a, b) => a.order - b.order).map((d) => d.name),
    );
    const identity = screen.getByRole('region', { name: 'Identity and access' });
    expect(
      within(identity).getByRole('heading', { name: 'Separate administrator accounts' }),
    ).toBeInTheDocument();
  });

  it("reads a baseline in the page's language where it is translated", async () => {
    await setLocale('de', { reload: false });
    try {
      renderExplore(`/explore/baselines?baseline=${hygiene.baseline.id}`);
      const identity = await screen.findByRole('region', { name: 'Identitäten und Zugriff' });
      expect(
        within(identity).getByRole('heading', { name: 'Getrennte Administratorkonten' }),
      ).toBeInTheDocument();
    } finally {
      await setLocale('en', { reload: false });
    }
  });

  it("searches the controls' text in the page's language", async () => {
    await setLocale('de', { reload: false });
    try {
      const user = userEvent.setup();
      renderExplore('/explore/controls');
      const box = await screen.findByRole('searchbox', { name: 'Kontrollen durchsuchen' });
      await user.type(box, 'Getrennte Administratorkonten');
      expect(await screen.findByRole('link', { name: /Getrennte Administratorkonten/ })).toBeInTheDocument();
    } finally {
      await setLocale('en', { reload: false });
    }
  });

  it('says when the library has no published baseline', async () => {
    renderExplore('/explore', () => ({ items: [privateDraft], privateBaselines: { count: 1, max: 10 } }));
    expect(await screen.findByText('No published baselines yet')).toBeInTheDocument();
  });

  it('offers a retry when the library cannot load', async () => {
    renderExplore('/explore', () => {
      throw new AppError('unavailable', 'The service is unavailable.');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The library could not be loaded');
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });

  it('searches every published baseline while typing and marks the matched reference', async () => {
    const user = userEvent.setup();
    const { call } = renderExplore('/explore/controls');
    const box = await screen.findByRole('searchbox', { name: 'Search controls' });
    await screen.findByText(`${hygiene.controls.length + workspace.controls.length} controls`);
    await user.type(box, 'A.5.15');
    expect(
      await screen.findByText(`2 controls of ${hygiene.controls.length + workspace.controls.length}`),
    ).toBeInTheDocument();
    const rows = screen.getAllByRole('listitem').filter((item) => item.hasAttribute('aria-posinset'));
    expect(rows.map((row) => within(row).getByRole('heading').textContent).sort()).toEqual([
      'Least privilege',
      'No anonymous links by default',
    ]);
    expect(within(rows[0]!).getByText('A.5.15', { selector: 'mark' })).toBeInTheDocument();
    expect(
      call
        .inputsOf('baselines-get')
        .map((input) => input.baselineId)
        .sort(),
    ).toEqual([hygiene.baseline.id, workspace.baseline.id].sort());
  });

  it('puts the query in the URL, and a link with a query and filters restores them', async () => {
    const user = userEvent.setup();
    const { router } = renderExplore('/explore/controls?q=administrator&effort=S');
    const box = await screen.findByRole('searchbox', { name: 'Search controls' });
    expect(box).toHaveValue('administrator');
    expect(await screen.findByText(/^\d+ controls? of \d+$/)).toBeInTheDocument();
    const rows = screen.getAllByRole('listitem').filter((item) => item.hasAttribute('aria-posinset'));
    for (const row of rows) expect(row).toHaveTextContent('Small effort');
    await user.clear(box);
    await user.type(box, 'restore');
    await expect.poll(() => router.state.location.search, { timeout: 3000 }).toBe('?q=restore&effort=S');
  });

  it('shows the tenant’s latest answer beside each control when the URL names a tenant', async () => {
    // The library lists the workspace baseline first: its controls are in view; hygiene's are found by search.
    const [first, second] = workspace.controls as [
      BaselineVersion['controls'][number],
      BaselineVersion['controls'][number],
    ];
    const pinned = {
      id: workspace.baseline.id,
      lineageId: workspace.baseline.lineageId,
      name: workspace.baseline.name,
      version: workspace.baseline.version,
    };
    const latest = assessment({ id: 'a-new', name: 'Spring review', baseline: pinned });
    renderExplore('/explore/controls/t1', undefined, {
      'assessments-list': () => ({
        items: [
          assessment({ id: 'a-gone', status: 'archived', baseline: pinned }),
          latest,
          assessment({ id: 'a-old', name: 'Old review', baseline: pinned }),
        ],
        total: 3,
      }),
      'assessments-get': ({ assessmentId }) => ({
        assessment: latest,
        answers: assessmentId === 'a-new' ? [answer(first.ref, { status: 'met', maturity: 3 })] : [],
        serverTime: '2026-07-03T10:00:00.000Z',
      }),
    });
    const row = (title: string) => screen.findByRole('article', { name: title });
    await screen.findByText(`${hygiene.controls.length + workspace.controls.length} controls`);
    const answered = await row(first.title);
    expect(await within(answered).findByText('Met')).toBeInTheDocument();
    expect(within(answered).getByText('Maturity 3 of 5')).toBeInTheDocument();
    expect(within(answered).getByRole('link', { name: 'Spring review' })).toHaveAttribute(
      'href',
      `/tenant/t1/assessments/${workspace.baseline.lineageId}/a-new`,
    );
    expect(within(await row(second.title)).getByText('Not answered')).toBeInTheDocument();
    const unassessed = hygiene.controls[0]!;
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search controls' }), unassessed.ref);
    await screen.findByText(/^\d+ controls? of \d+$/);
    expect(
      within(await row(unassessed.title)).getByText('Not assessed against this baseline'),
    ).toBeInTheDocument();
  });
});
