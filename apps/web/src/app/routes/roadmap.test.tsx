import { createFakeCall, renderWithClient } from '@assay/client/testing';
import type { RoadmapItem } from '@assay/domain/roadmap';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tenant, UiProviders } from '../../test/fixtures.tsx';
import { roadmapItem } from '@assay/views/roadmap/testing';
import { Component as RoadmapPage } from './roadmap.tsx';

const item = (id: string, title: string, bucket: RoadmapItem['bucket'], rank: number) =>
  roadmapItem(id, title, { bucket, rank, controlRef: `C-${id.toUpperCase()}` });

function renderRoadmap(role: string, path = '/roadmap') {
  // "Enable MFA" is owned by the tenant's shared user (a client, not a member).
  const items = [
    item('a', 'Rotate keys', 'now', 1024),
    { ...item('b', 'Enable MFA', 'next', 1024), ownerUid: 'client-1' },
  ];
  const call = createFakeCall({
    'roadmap-list': () => ({ items, nextCursor: null, total: 2, serverTime: '2026-03-01T00:00:00.000Z' }),
    'roadmap-move': (input) => ({
      ...items.find((candidate) => candidate.id === input.itemId)!,
      bucket: input.bucket,
      rank: input.rank,
    }),
    'tenants-list': () => ({ items: [tenant()], nextCursor: null, total: 1 }),
    'members-list': () => ({ members: [], invitations: [] }),
    'sharing-list': () => ({
      items: [
        {
          uid: 'client-1',
          email: 'cto@client.test',
          tenantId: 't1',
          invitedBy: 'u1',
          invitedByName: 'Ada',
          invitedAt: '2026-01-01T00:00:00.000Z',
          sentAt: '2026-01-01T00:00:00.000Z',
          sends: 1,
          status: 'active' as const,
        },
      ],
    }),
  });
  return {
    call,
    ...renderWithClient(<RoadmapPage />, {
      call,
      claims: { tid: 'org-1', role },
      route: '/roadmap',
      path,
      wrapper: UiProviders,
    }),
  };
}

describe('the roadmap page', () => {
  it('shows the open items as a Now / Next / Later board with their tenant', async () => {
    renderRoadmap('viewer');
    const now = await screen.findByRole('region', { name: /Now/ });
    expect(within(now).getByRole('button', { name: 'Rotate keys' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /Next/ })).getByText('Enable MFA')).toBeInTheDocument();
  });

  it('names an item owned by the tenant’s shared user by their email, reading only that tenant’s sharing list', async () => {
    const { call } = renderRoadmap('viewer');
    const next = await screen.findByRole('region', { name: /Next/ });
    expect(await within(next).findByText('cto@client.test (shared user)')).toBeInTheDocument();
    expect(call.inputsOf('sharing-list')).toEqual([{ tenantId: 't1' }]);
  });

  it('lets an editor move an item from Next to Now with the keyboard', async () => {
    const { call } = renderRoadmap('editor');
    // On the global roadmap a handle names the item's tenant too (two tenants may share a title).
    (await screen.findByRole('button', { name: 'Move Enable MFA (Northwind Consulting)' })).focus();
    await userEvent.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    // First in Next → first in Now, above "Rotate keys" (rank 1024).
    expect(call.inputsOf('roadmap-move')).toEqual([{ itemId: 'b', bucket: 'now', rank: 0 }]);
  });

  it('gives a viewer nothing to move', async () => {
    renderRoadmap('viewer');
    await screen.findByRole('button', { name: 'Rotate keys' });
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
  });

  it('reads the view and filters from the URL', async () => {
    const { call } = renderRoadmap('viewer', '/roadmap?view=table&bucket=now&status=in_progress');
    expect(await screen.findByRole('table', { name: 'Roadmap items' })).toBeInTheDocument();
    expect(call.inputsOf('roadmap-list')[0]).toMatchObject({
      bucket: 'now',
      status: 'in_progress',
      pageSize: 500,
    });
  });
});
