import { renderWithClient } from '@assay/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProviders } from '../../../test/fixtures.tsx';
import { SsoRequired } from './sso-required.tsx';

describe('the single sign-on screen', () => {
  it('says the organisation signs in with single sign-on and signs in with its provider as the same address', async () => {
    const signInWithEmulatedSso = vi.fn(() => Promise.resolve());
    renderWithClient(<SsoRequired />, {
      claims: { tid: 'org-1', role: 'editor', sso: 'oidc.abc', firebase: { sign_in_provider: 'password' } },
      wrapper: UiProviders,
      authActions: { signInWithEmulatedSso },
    });
    expect(await screen.findByText('Your organisation signs in with single sign-on')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign out' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue with single sign-on' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue('u1@example.com');
    await user.type(within(dialog).getByLabelText(/^Display name/), 'Ann');
    await user.click(within(dialog).getByRole('button', { name: 'Continue with single sign-on' }));
    await vi.waitFor(() =>
      expect(signInWithEmulatedSso).toHaveBeenCalledWith('oidc.abc', 'u1@example.com', 'Ann'),
    );
  });
});
