import { AppError } from '@assay/client';
import { createFakeCall, renderWithClient } from '@assay/client/testing';
import { roomFor } from '@assay/domain/plans/room';
import type { SharedUser } from '@assay/domain/sharing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { overview, tenant, UiProviders } from '../../../test/fixtures.tsx';
import { SharingPanel } from './sharing-panel.tsx';

const invited: SharedUser = {
  uid: 'u-client',
  email: 'cfo@contoso.example',
  tenantId: 't1',
  invitedBy: 'u1',
  invitedByName: 'Olivia Owner',
  invitedAt: '2026-01-02T10:00:00.000Z',
  sentAt: '2026-01-02T10:00:00.000Z',
  sends: 1,
  status: 'invited',
};

const teamPlan = () => {
  const view = overview({ tenants: 1 });
  return {
    ...view,
    organisation: { ...view.organisation, plan: 'team' as const },
    limits: { ...view.limits, sharing: true },
  };
};

function render(
  items: SharedUser[],
  options: {
    plan?: 'free' | 'team';
    canShare?: boolean;
    handlers?: Parameters<typeof createFakeCall>[0];
  } = {},
) {
  const view = options.plan === 'free' ? overview({ tenants: 1 }) : teamPlan();
  const call = createFakeCall({ 'sharing-list': () => ({ items }), ...options.handlers });
  renderWithClient(
    <SharingPanel tenant={tenant()} canShare={options.canShare ?? true} room={roomFor(view, 'sharing')} />,
    {
      call,
      claims: { tid: 'org-1', role: 'editor' },
      route: '/tenant/:tenantId/:tab',
      path: '/tenant/t1/sharing',
      wrapper: UiProviders,
    },
  );
  return call;
}

describe('the sharing tab', () => {
  it('lists each shared user with status, who invited them and their last sign-in', async () => {
    render([
      invited,
      {
        ...invited,
        uid: 'u-2',
        email: 'ciso@contoso.example',
        status: 'active',
        lastSignInAt: '2026-01-03T09:00:00.000Z',
      },
    ]);
    const table = await screen.findByRole('table', { name: 'Shared users' });
    const first = within(table).getByRole('row', { name: /cfo@contoso.example/ });
    expect(within(first).getByText('Invited')).toBeInTheDocument();
    expect(within(first).getByText('Olivia Owner')).toBeInTheDocument();
    expect(within(first).getByText('Never')).toBeInTheDocument();
    expect(
      within(within(table).getByRole('row', { name: /ciso@contoso.example/ })).getByText('Active'),
    ).toBeInTheDocument();
  });

  it('says sharing is not on the free plan before anyone tries, with the share button disabled', async () => {
    render([], { plan: 'free' });
    expect(await screen.findByText('Sharing is not on your plan')).toBeInTheDocument();
    expect(screen.getByText(/The Free plan does not include sharing/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeDisabled();
  });

  it('shares with the address typed and shows the server’s reason when it is a member’s address', async () => {
    const call = render([], {
      handlers: {
        'sharing-share': () => {
          throw new AppError(
            'failed-precondition',
            'This address belongs to a member of an organisation on Assay: members cannot be shared users.',
            {
              fields: [{ path: 'email', rule: 'cannot-share', message: 'A member of an organisation' }],
            },
          );
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await userEvent.type(screen.getByLabelText(/Email address/), 'member@northwind.example');
    await userEvent.click(screen.getByRole('button', { name: 'Share and send link' }));
    expect(call.inputsOf('sharing-share')).toEqual([{ tenantId: 't1', email: 'member@northwind.example' }]);
    expect(await screen.findByText(/members cannot be shared users/)).toBeInTheDocument();
  });

  it('revokes only after the confirmation', async () => {
    const call = render([invited], {
      handlers: {
        'sharing-revoke': () => ({ ...invited, status: 'revoked', revokedAt: '2026-01-04T00:00:00.000Z' }),
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Revoke access of cfo@contoso.example' }),
    );
    expect(call.inputsOf('sharing-revoke')).toEqual([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke access' }));
    expect(call.inputsOf('sharing-revoke')).toEqual([{ tenantId: 't1', uid: 'u-client' }]);
  });

  it('offers no share, resend or revoke to a viewer', async () => {
    render([invited], { canShare: false });
    await screen.findByRole('table', { name: 'Shared users' });
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Revoke access of/ })).not.toBeInTheDocument();
  });
});
