import { AppError } from '@assay/client';
import { createFakeCall, renderWithClient } from '@assay/client/testing';
import type { Assessment } from '@assay/domain/assessments';
import { emptySummary } from '@assay/domain/scoring';
import type { SupportGrant } from '@assay/domain/support';
import { activeSupportGrant } from '@assay/domain/support/testing';
import type { Tenant } from '@assay/domain/tenants';
import { roadmapItem } from '@assay/views/roadmap/testing';
import { screen } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SupportDrillDown } from './support-drill-down.tsx';

const active = activeSupportGrant({ id: 'sg-42' });
const contoso: Tenant = {
  id: 't-1',
  parentId: 'org-1',
  name: 'Contoso Pharmaceuticals',
  description: '',
  tags: [],
  kind: 'client',
  status: 'active',
  ownerUid: 'owner-1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function Screen() {
  const { tid = '', ttid = '', focus } = useParams();
  return <SupportDrillDown tid={tid} ttid={ttid} focus={focus} />;
}

function renderDrillDown(
  grant: SupportGrant | null,
  handlers: Parameters<typeof createFakeCall>[0] = {},
  focus?: string,
) {
  const call = createFakeCall({
    'support-status': () => ({ grant }),
    'support-tenants': () => ({ items: [contoso], nextCursor: null, total: 1 }),
    ...handlers,
  });
  renderWithClient(
    <Routes>
      <Route path="/service/tenants/:tid/:ttid/:focus?" element={<Screen />} />
    </Routes>,
    {
      call,
      route: '/*',
      path: `/service/tenants/org-1/t-1${focus ? `/${focus}` : ''}`,
      claims: { adminUI: true },
    },
  );
  return call;
}

describe('the support drill-down', () => {
  it.each([null, { ...active, status: 'pending' as const }, { ...active, status: 'expired' as const }])(
    'asks for nothing of the organisation without an active grant (%j)',
    async (grant) => {
      const call = renderDrillDown(grant);
      expect(await screen.findByText('No active support access')).toBeInTheDocument();
      expect(screen.queryByText('Read-only, under support access')).toBeNull();
      expect(call.inputsOf('support-assessments')).toHaveLength(0);
      expect(call.inputsOf('support-tenants')).toHaveLength(0);
    },
  );

  it('reads the tenant under the grant, with a banner naming it and its end', async () => {
    renderDrillDown(active, { 'support-assessments': () => ({ items: [], total: 0 }) });
    expect(await screen.findByText(/Read-only support access under grant/)).toBeInTheDocument();
    expect(screen.getByText('sg-42')).toBeInTheDocument();
    expect(screen.getByText('Read-only, under support access')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contoso Pharmaceuticals' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No assessments')).toBeInTheDocument();
  });

  it('closes when the server refuses for want of a grant (it ended meanwhile), and reads the grant again to show it ended', async () => {
    // The status said active; by the time of the read the grant had expired.
    let reads = 0;
    const call = renderDrillDown(active, {
      'support-status': () => ({ grant: reads++ === 0 ? active : { ...active, status: 'expired' as const } }),
      'support-assessments': () =>
        Promise.reject(
          new AppError('permission-denied', 'You have no active support access to this organisation.'),
        ),
    });
    expect(await screen.findByText('No active support access')).toBeInTheDocument();
    expect(screen.queryByText(/Read-only support access under grant/)).toBeNull();
    expect(screen.queryByText('Read-only, under support access')).toBeNull();
    expect(call.inputsOf('support-status')).toHaveLength(2);
    expect(call.inputsOf('support-assessments')).toHaveLength(1);
  });

  it('names each assessment’s status for people, not by its raw id', async () => {
    const open: Assessment = {
      id: 'a-1',
      tenantId: 't-1',
      name: 'Q3 review',
      status: 'in_progress',
      baseline: { id: 'b1', lineageId: 'l1', name: 'Essentials', version: 1 },
      ownerUid: 'owner-1',
      createdAt: '2026-01-02T00:00:00.000Z',
      updatedAt: '2026-01-05T00:00:00.000Z',
      summary: emptySummary([{ ref: 'IAM-01', domainId: 'iam', weight: 3 }], ['iam']),
    };
    renderDrillDown(active, { 'support-assessments': () => ({ items: [open], total: 1 }) });
    expect(await screen.findByRole('cell', { name: 'In progress' })).toBeInTheDocument();
    expect(screen.queryByText('in_progress')).not.toBeInTheDocument();
  });

  it('pages the roadmap and says how many of all the open items it shows', async () => {
    const items = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => roadmapItem(`i${from + index}`, `Item ${from + index}`));
    const call = renderDrillDown(
      active,
      {
        'support-roadmap': (input) =>
          input.cursor
            ? { items: items(500, 1), nextCursor: null, total: 501, serverTime: '2026-11-23T12:00:00.000Z' }
            : { items: items(0, 500), nextCursor: 'c1', total: 501, serverTime: '2026-11-23T12:00:00.000Z' },
      },
      'roadmap',
    );
    expect(await screen.findByText('501 open items')).toBeInTheDocument();
    expect(call.inputsOf('support-roadmap')).toEqual([
      { tid: 'org-1', tenantId: 't-1', pageSize: 500 },
      { tid: 'org-1', tenantId: 't-1', pageSize: 500, cursor: 'c1' },
    ]);
    expect(screen.queryByRole('button', { name: 'Item 0' })).toBeNull();
  });
});
