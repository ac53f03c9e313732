import { createFakeCall, renderWithClient } from '@assay/client/testing';
import type { RoadmapItem } from '@assay/domain/roadmap';
import { ToastProvider } from '@assay/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { roadmapItem } from '@assay/views/roadmap/testing';
import { SharedRoadmapTab } from './shared-roadmap-tab.tsx';

const item = (id: string, title: string, extra: Partial<RoadmapItem> = {}) =>
  roadmapItem(id, title, {
    tenantId: 'nw-contoso',
    baseline: { id: 'b-v1', lineageId: 'b', name: 'Essentials', version: 1 },
    ...extra,
  });

// The signed-in shared user of renderWithClient is uid u1.
const mine = item('i1', 'Enable MFA', { ownerUid: 'u1' });
const theirs = item('i2', 'Test backups', { ownerUid: 'member-7', rank: 1024 });

function render() {
  const call = createFakeCall({
    'shared-roadmap': () => ({ items: [mine, theirs], total: 2 }),
    'shared-roadmapItem': (input) => ({
      item: input.itemId === mine.id ? mine : theirs,
      history: [
        {
          id: 'h1',
          at: '2026-01-02T00:00:00.000Z',
          summary: 'Commented on the roadmap item (shared user)',
          comment: 'Scheduled for May.',
          mine: false,
        },
      ],
    }),
    'shared-roadmapComment': (input) => ({
      id: 'h2',
      at: '2026-01-03T00:00:00.000Z',
      summary: 'Commented on the roadmap item (shared user)',
      comment: input.comment,
      mine: true,
    }),
    'shared-roadmapSetStatus': (input) => ({ ...mine, status: input.status }),
  });
  renderWithClient(<SharedRoadmapTab tenantId="nw-contoso" tenantName="Contoso" />, {
    call,
    claims: { ptid: 'northwind', ttid: 'nw-contoso' },
    wrapper: ({ children }) => <ToastProvider>{children}</ToastProvider>,
  });
  return call;
}

describe('the shared roadmap tab', () => {
  it('shows every item on the board without move handles, owners named only as "You" or "Team member"', async () => {
    render();
    expect(await screen.findByRole('button', { name: 'Enable MFA' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Test backups' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    expect(screen.queryByText(/member-7/)).not.toBeInTheDocument();
  });

  it('comments on an item that is not theirs, which shows the history but no status control', async () => {
    const call = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Test backups' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test backups' });
    expect(await within(dialog).findByText('“Scheduled for May.”')).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Comment'), 'Our firewall team owns this.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('Comment added')).toBeInTheDocument();
    expect(call.inputsOf('shared-roadmapComment')).toEqual([
      { tenantId: 'nw-contoso', itemId: 'i2', comment: 'Our firewall team owns this.' },
    ]);
  });

  it('changes the status of an item assigned to them', async () => {
    const call = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Enable MFA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enable MFA' });
    within(dialog).getByRole('combobox', { name: 'Status' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: 'In progress' }));
    expect(await screen.findByText('Status changed to In progress')).toBeInTheDocument();
    expect(call.inputsOf('shared-roadmapSetStatus')).toEqual([
      { tenantId: 'nw-contoso', itemId: 'i1', status: 'in_progress' },
    ]);
  });
});
