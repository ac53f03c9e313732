import { createFakeCall, renderWithClient } from '@assay/client/testing';
import { ToastProvider } from '@assay/ui';
import { roadmapItem } from '@assay/views/roadmap/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RoadmapScreen } from './roadmap-screen.tsx';

const at = '2026-01-02T00:00:00.000Z';

describe('the roadmap screen', () => {
  it('offers a shared user who owns items in the owner filter, by email', async () => {
    const call = createFakeCall({
      'roadmap-list': () => ({
        items: [
          roadmapItem('i1', 'Enable MFA', { ownerUid: 's1' }),
          roadmapItem('i2', 'Patch servers', { rank: 1, ownerUid: 'u1' }),
        ],
        nextCursor: null,
        total: 2,
        serverTime: at,
      }),
      'tenants-list': () => ({ items: [], nextCursor: null, total: 0 }),
      'members-list': () => ({
        members: [{ uid: 'u1', email: 'ada@x.test', displayName: 'Ada', role: 'editor', joinedAt: at }],
        invitations: [],
      }),
      'sharing-list': () => ({
        items: [
          {
            uid: 's1',
            email: 'client@contoso.test',
            tenantId: 't1',
            invitedBy: 'u1',
            invitedByName: 'Ada',
            invitedAt: at,
            sentAt: at,
            sends: 1,
            status: 'active' as const,
          },
        ],
      }),
    });
    renderWithClient(<RoadmapScreen />, {
      call,
      claims: { tid: 'org-1', role: 'viewer' },
      wrapper: ({ children }) => <ToastProvider>{children}</ToastProvider>,
    });
    expect(await screen.findByText('client@contoso.test (shared user)')).toBeInTheDocument();
    // Only the tenant that has an item owned by a non-member is asked for its shared users.
    expect(call.inputsOf('sharing-list')).toEqual([{ tenantId: 't1' }]);
    screen.getByRole('combobox', { name: 'Owner' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(
      await screen.findByRole('option', { name: 'client@contoso.test (shared user)' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('listbox')).getByRole('option', { name: 'Ada' })).toBeInTheDocument();
  });
});
