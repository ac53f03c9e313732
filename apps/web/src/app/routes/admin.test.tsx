import { createFakeCall, renderWithClient } from '@assay/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { overview, UiProviders } from '../../test/fixtures.tsx';
import { Component as AdminPage } from './admin.tsx';

const joined = '2026-01-01T00:00:00.000Z';
const members = [
  {
    uid: 'u-owner',
    email: 'olive@example.test',
    displayName: 'Olive',
    role: 'owner' as const,
    joinedAt: joined,
  },
  { uid: 'u-ed', email: 'ed@example.test', displayName: 'Ed', role: 'editor' as const, joinedAt: joined },
];
const invitation = {
  id: 'inv-1',
  email: 'new@example.test',
  role: 'viewer' as const,
  invitedBy: 'u-owner',
  createdAt: joined,
  expiresAt: '2099-01-01T00:00:00.000Z',
  sends: 1,
};

function renderAdmin(
  role: string,
  usage: { members: number; invitations: number } = { members: 2, invitations: 1 },
  memberLimit = 5,
  twoStep: { required: boolean; enrolled: string[] } | null = null,
) {
  const base = overview({ tenants: 1, ...usage });
  const organisation = twoStep?.required
    ? { ...base.organisation, requireSecondFactor: true as const }
    : base.organisation;
  // As the server answers owners and admins: who signs in with a second step.
  const listed = twoStep
    ? members.map((member) => ({ ...member, secondFactor: twoStep.enrolled.includes(member.uid) }))
    : members;
  const call = createFakeCall({
    'org-get': () => ({ ...base, organisation, limits: { ...base.limits, members: memberLimit } }),
    'members-list': () => ({ members: listed, invitations: [invitation] }),
    'org-auditLog': () => ({
      items: [
        {
          id: 'a1',
          at: joined,
          actorUid: 'u-owner',
          action: 'members-invite',
          target: 'invitation/inv-1',
          summary: 'Invited someone as viewer',
          subjectName: 'new@example.test',
        },
      ],
      nextCursor: null,
    }),
    'members-changeRole': (input) => ({ ...members[1]!, role: input.role }),
    'members-remove': () => ({ removed: true as const }),
    'members-resetSecondFactors': (input) => ({ uid: input.uid, removed: 1 }),
  });
  return {
    call,
    ...renderWithClient(<AdminPage />, {
      call,
      claims: { tid: 'org-1', role },
      route: '/admin',
      wrapper: UiProviders,
    }),
  };
}

describe('the admin page', () => {
  it('shows usage against every limit, counting invitations as seats', async () => {
    renderAdmin('owner');
    const usage = await screen.findByRole('list', { name: /Usage of the Free plan/ });
    expect(within(usage).getByText('3 of 5')).toBeInTheDocument();
    expect(within(usage).getByText('1 pending invitation holds a seat')).toBeInTheDocument();
    expect(within(usage).getByText('API keys')).toBeInTheDocument();
  });

  it('lists members and pending invitations with their actions for an admin', async () => {
    renderAdmin('admin');
    expect(await screen.findByRole('table', { name: 'Members' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Withdraw the invitation to new@example.test' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Ed' })).toBeInTheDocument();
    // An admin cannot touch the owner.
    expect(screen.queryByRole('button', { name: 'Remove Olive' })).toBeNull();
    expect(await screen.findByText('Member invited')).toBeInTheDocument();
  });

  it('warns before the last seat and disables Invite once the plan is full', async () => {
    renderAdmin('owner', { members: 2, invitations: 2 }, 5);
    expect(await screen.findByText(/This is the last of the 5 members/)).toBeInTheDocument();
    const full = renderAdmin('owner', { members: 3, invitations: 2 }, 5);
    expect(await within(full.container).findByText(/allows 5 members/)).toBeInTheDocument();
    expect(within(full.container).getByRole('button', { name: 'Invite member' })).toBeDisabled();
  });

  it('asks before removing a member, then removes them', async () => {
    const { call } = renderAdmin('owner');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Ed' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(call.inputsOf('members-remove')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(call.inputsOf('members-remove')).toEqual([{ uid: 'u-ed' }]);
  });

  it("lets an owner reset a member's lost two-step sign-in after a confirmation, never an owner's", async () => {
    const { call } = renderAdmin('owner');
    await userEvent.click(await screen.findByRole('button', { name: 'Reset the two-step sign-in of Ed' }));
    expect(screen.queryByRole('button', { name: 'Reset the two-step sign-in of Olive' })).toBeNull();
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset the two-step sign-in of Ed?' });
    expect(call.inputsOf('members-resetSecondFactors')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset two-step sign-in' }));
    expect(call.inputsOf('members-resetSecondFactors')).toEqual([{ uid: 'u-ed' }]);
    expect(await screen.findByText('The two-step sign-in of Ed was reset')).toBeInTheDocument();
  });

  it('shows owners and admins who signs in with a second step, and who a required policy turns away', async () => {
    const cellOf = async (name: string) => {
      const table = await screen.findByRole('table', { name: 'Members' });
      const column = within(table)
        .getAllByRole('columnheader')
        .findIndex((header) => header.textContent === 'Two-step');
      expect(column).toBeGreaterThan(0);
      return within(within(table).getByRole('row', { name: new RegExp(name) })).getAllByRole('cell')[column];
    };
    const optional = renderAdmin('admin', undefined, undefined, { required: false, enrolled: ['u-owner'] });
    expect(await cellOf('Olive')).toHaveTextContent('On');
    expect(await cellOf('Ed')).toHaveTextContent('Off');
    optional.unmount();
    renderAdmin('owner', undefined, undefined, { required: true, enrolled: ['u-owner'] });
    expect(await cellOf('Ed')).toHaveTextContent('Off: asked to add one');
  });

  it('gives an admin no two-step reset (owners only)', async () => {
    renderAdmin('admin');
    expect(await screen.findByRole('button', { name: 'Remove Ed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reset the two-step sign-in/ })).toBeNull();
  });

  it('gives a viewer a read-only page without invite, member actions or the audit log', async () => {
    renderAdmin('viewer');
    expect(await screen.findByText(/Only admins and owners can change it/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite member' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Audit log' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /Organisation name/ })).toHaveAttribute('readonly');
  });
});
