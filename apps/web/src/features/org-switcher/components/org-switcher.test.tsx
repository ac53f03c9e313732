import { createFakeCall, renderWithClient } from '@assay/client/testing';
import { orgKey } from '@assay/client';
import type { AccountOrganisation } from '@assay/domain/account';
import { ToastProvider } from '@assay/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { OrgSwitcher } from './org-switcher.tsx';

const Toasts = ({ children }: { children: ReactNode }) => <ToastProvider>{children}</ToastProvider>;
const northwind: AccountOrganisation = { organisationId: 'org-1', name: 'Northwind', role: 'owner' };
const globex: AccountOrganisation = { organisationId: 'org-2', name: 'Globex', role: 'viewer' };

function renderSwitcher(organisations: AccountOrganisation[], switched?: () => never) {
  const call = createFakeCall({
    'account-organisations': () => ({ organisations, activeOrganisationId: 'org-1' }),
    'account-switchOrganisation': switched ?? (({ organisationId }) => ({ organisationId, role: 'viewer' })),
  });
  const rendered = renderWithClient(<OrgSwitcher />, {
    call,
    claims: { tid: 'org-1', role: 'owner' },
    wrapper: Toasts,
    path: '/',
  });
  return { call, ...rendered };
}

describe('the organisation switcher', () => {
  it('is not there for an account of one organisation', async () => {
    const { call } = renderSwitcher([northwind]);
    await waitFor(() => expect(call.inputsOf('account-organisations')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Current organisation/ })).not.toBeInTheDocument();
  });

  it('switches by keyboard: the other organisation is chosen, the previous one’s queries dropped, its tenants opened', async () => {
    const { call, queryClient, router } = renderSwitcher([northwind, globex]);
    queryClient.setQueryData([...orgKey('org-1'), 'tenants', 'tenants-list', {}], { items: [] });
    const trigger = await screen.findByRole('button', { name: /^Current organisation:\s*Northwind$/ });
    const user = userEvent.setup();
    trigger.focus();
    await user.keyboard('{Enter}');
    const current = await screen.findByRole('menuitemradio', { name: /Northwind/ });
    expect(current).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', { name: /Globex/ })).toHaveTextContent('Viewer');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tenant/'));
    expect(call.inputsOf('account-switchOrganisation')).toEqual([{ organisationId: 'org-2' }]);
    expect(queryClient.getQueryData([...orgKey('org-1'), 'tenants', 'tenants-list', {}])).toBeUndefined();
  });

  it('says so when the switch is refused, and stays', async () => {
    const { router } = renderSwitcher([northwind, globex], () => {
      throw Object.assign(new Error('You are not a member of this organisation.'), { code: 'not-found' });
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Current organisation:\s*Northwind$/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: /Globex/ }));
    expect(await screen.findByText('The organisation could not be switched.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
