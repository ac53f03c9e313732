import { createFakeCall, renderWithClient } from '@assay/client/testing';
import type { ScimToken } from '@assay/domain/scim';
import { ToastProvider } from '@assay/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ScimCard } from './scim-card.tsx';

const Toasts = ({ children }: { children: ReactNode }) => <ToastProvider>{children}</ToastProvider>;
const owner = { tid: 'org-1', role: 'owner' };
const okta: ScimToken = {
  id: 'abc123def456',
  name: 'Okta',
  prefix: 'assay_scim_abc123def456',
  status: 'active',
  createdAt: '2026-11-01T00:00:00.000Z',
  createdBy: 'u1',
  createdByName: 'Olga Owner',
};
const secret = `assay_scim_zzz999yyy888_${'A'.repeat(40)}`;

function renderCard(items: ScimToken[], included = true) {
  let tokens = items;
  const call = createFakeCall({
    'scim-listTokens': () => ({ items: tokens, included }),
    'scim-createToken': ({ name }) => {
      const token: ScimToken = { ...okta, id: 'zzz999yyy888', name, prefix: 'assay_scim_zzz999yyy888' };
      tokens = [token, ...tokens];
      return { token, secret };
    },
    'scim-revokeToken': ({ tokenId }) => {
      tokens = tokens.map((token) =>
        token.id === tokenId ? { ...token, status: 'revoked' as const } : token,
      );
      return tokens.find((token) => token.id === tokenId) ?? okta;
    },
  });
  renderWithClient(<ScimCard origin="https://app.example" />, { call, claims: owner, wrapper: Toasts });
  return call;
}

describe('the SCIM card on /admin', () => {
  it('shows the base URL and the tokens, and creates one whose text is shown once', async () => {
    const call = renderCard([okta]);
    expect(await screen.findByLabelText('SCIM base URL')).toHaveValue('https://app.example/scim/v2');
    expect(screen.getByRole('table', { name: 'SCIM tokens' })).toHaveTextContent('assay_scim_abc123def456_…');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create SCIM token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a SCIM token' });
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(within(dialog).getByText('Enter a name')).toBeInTheDocument();
    expect(call.inputsOf('scim-createToken')).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Name/), 'Entra ID');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await screen.findByLabelText('SCIM token')).toHaveValue(secret);
    expect(call.inputsOf('scim-createToken')).toEqual([{ name: 'Entra ID' }]);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByDisplayValue(secret)).not.toBeInTheDocument();
  });

  it('revokes a token after asking', async () => {
    const call = renderCard([okta]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Revoke SCIM token Okta' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke Okta?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke token' }));
    expect(call.inputsOf('scim-revokeToken')).toEqual([{ tokenId: 'abc123def456' }]);
    expect(await screen.findByText('Revoked')).toBeInTheDocument();
  });

  it('says, while a token is active, that removing a member here does not outlast the next sync', async () => {
    const call = renderCard([okta]);
    expect(await screen.findByText(/added back at its next sync/u)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Revoke SCIM token Okta' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke token' }),
    );
    expect(call.inputsOf('scim-revokeToken')).toHaveLength(1);
    await screen.findByText('Revoked');
    expect(screen.queryByText(/added back at its next sync/u)).not.toBeInTheDocument();
  });

  it('tells a plan without SCIM why the button is off', async () => {
    renderCard([], false);
    expect(await screen.findByText('SCIM provisioning is part of the Business plan.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create SCIM token' })).toBeDisabled();
    expect(screen.queryByLabelText('SCIM base URL')).not.toBeInTheDocument();
  });
});
