import { SecondFactorRequired } from '@assay/client';
import { createFakeCall, renderWithClient } from '@assay/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProviders } from '../../../test/fixtures.tsx';
import { SignInPanel } from './sign-in-panel.tsx';

describe('the sign-in panel', () => {
  it('explains a sign-in link opened in another browser: enter the address it was sent to', async () => {
    renderWithClient(<SignInPanel returnTo="/" onSignedIn={() => undefined} />, {
      claims: null,
      route: '/signin',
      wrapper: UiProviders,
      authActions: { isEmailLink: () => true, storedEmailForLink: () => null },
    });
    expect(await screen.findByRole('button', { name: 'Finish signing in' })).toBeInTheDocument();
    expect(screen.getByText('You opened a sign-in link')).toBeInTheDocument();
    expect(screen.getByText(/Enter the email address it was sent to/)).toBeInTheDocument();
  });

  it('asks an account with two-step sign-in for a texted code before it counts as signed in', async () => {
    const onSignedIn = vi.fn();
    const sendCode = vi.fn(() => Promise.resolve());
    const verify = vi.fn(() => Promise.resolve());
    const challenge = {
      factors: [
        { id: 'p1', kind: 'phone' as const, label: '+*******1234', enrolledAt: '2026-03-01T00:00:00Z' },
      ],
      sendCode,
      verify,
    };
    const signInWithPassword = vi.fn(() => Promise.reject(new SecondFactorRequired(challenge)));
    renderWithClient(<SignInPanel returnTo="/" onSignedIn={onSignedIn} />, {
      claims: null,
      route: '/signin',
      wrapper: UiProviders,
      authActions: { isEmailLink: () => false, signInWithPassword },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'a-good-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Two-step sign-in' });
    expect(within(dialog).getByText('We text a code to +*******1234.')).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Text me a code' }));
    expect(await within(dialog).findByText('Code sent to +*******1234.')).toBeInTheDocument();
    expect(sendCode).toHaveBeenCalledWith('p1', expect.any(HTMLElement));
    await user.type(within(dialog).getByLabelText(/^Code/), '123 456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(verify).toHaveBeenCalledWith('p1', '123456');
  });

  it('offers single sign-on once the address is found to use it, and keeps a password one click away', async () => {
    const onSignedIn = vi.fn();
    const call = createFakeCall({
      'sso-discover': ({ email }) => ({ providerId: email.endsWith('@corp.example') ? 'oidc.abc' : null }),
    });
    const signInWithEmulatedSso = vi.fn(() => Promise.resolve());
    renderWithClient(<SignInPanel returnTo="/" onSignedIn={onSignedIn} />, {
      claims: null,
      route: '/signin',
      wrapper: UiProviders,
      call,
      authActions: { isEmailLink: () => false, signInWithEmulatedSso },
    });
    const user = userEvent.setup();
    // An address without single sign-on: the password form stays as it is.
    await user.type(await screen.findByLabelText(/^Email/), 'bob@gmail.example');
    await user.tab();
    await vi.waitFor(() => expect(call.inputsOf('sso-discover')).toEqual([{ email: 'bob@gmail.example' }]));
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'Ann@corp.example');
    await user.tab();
    expect(await screen.findByText('Your organisation signs in with single sign-on')).toBeInTheDocument();
    expect(screen.getByText(/Addresses at corp\.example sign in through/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();

    // On the emulators the identity provider's page is a dialog that picks the identity.
    await user.click(screen.getByRole('button', { name: 'Continue with single sign-on' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue('ann@corp.example');
    await user.type(within(dialog).getByLabelText(/^Display name/), 'Ann');
    await user.click(within(dialog).getByRole('button', { name: 'Continue with single sign-on' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(signInWithEmulatedSso).toHaveBeenCalledWith('oidc.abc', 'ann@corp.example', 'Ann');

    await user.click(screen.getByRole('button', { name: 'Use a password instead' }));
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
  });
});
