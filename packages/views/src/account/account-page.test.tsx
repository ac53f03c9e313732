import { AppError } from '@assay/client';
import { createFakeCall, renderWithClient } from '@assay/client/testing';
import { ToastProvider } from '@assay/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AccountPage } from './account-page.tsx';

const Toasts = ({ children }: { children: ReactNode }) => <ToastProvider>{children}</ToastProvider>;

function renderPage(options: Parameters<typeof renderWithClient>[1] = {}) {
  return renderWithClient(<AccountPage />, {
    route: '/account',
    wrapper: Toasts,
    ...options,
    authActions: {
      hasPassword: () => true,
      refreshAccount: () => Promise.resolve(),
      secondFactors: () => [],
      ...options.authActions,
    },
  });
}

describe('the account page', () => {
  it('saves a new display name and reads the account again so the session shows it', async () => {
    const refreshAccount = vi.fn(() => Promise.resolve());
    const call = createFakeCall({
      'account-updateProfile': ({ displayName }) => ({ displayName: displayName.trim() }),
    });
    renderPage({ call, authActions: { refreshAccount } });
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Profile' });
    const name = within(form).getByLabelText(/^Display name/);
    expect(name).toHaveValue('u1');
    await user.clear(name);
    await user.click(within(form).getByRole('button', { name: 'Save name' }));
    expect(within(form).getByText('Enter a name.')).toBeInTheDocument();
    expect(call.calls).toEqual([]);
    await user.type(name, 'Ada Lovelace');
    await user.click(within(form).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Name saved')).toBeInTheDocument();
    expect(call.inputsOf('account-updateProfile')).toEqual([{ displayName: 'Ada Lovelace' }]);
    expect(refreshAccount).toHaveBeenCalledTimes(1);
  });

  it('changes the password with the current one, and puts a wrong current password under its field', async () => {
    const changePassword = vi
      .fn()
      .mockRejectedValueOnce(
        new AppError('invalid-argument', 'This is not your current password.', {
          fields: [
            {
              path: 'currentPassword',
              rule: 'not-current-password',
              message: 'This is not your current password.',
            },
          ],
        }),
      )
      .mockResolvedValueOnce(undefined);
    renderPage({ authActions: { changePassword } });
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Password' });
    await user.type(within(form).getByLabelText(/^New password/), 'short');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByText('Enter your current password.')).toBeInTheDocument();
    expect(within(form).getByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
    await user.type(within(form).getByLabelText(/^Current password/), 'old-password');
    await user.type(within(form).getByLabelText(/^New password/), '-made-longer');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('This is not your current password.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(changePassword).toHaveBeenLastCalledWith('old-password', 'short-made-longer');
    expect(within(form).getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('offers no password change to an account without one, and changes its address without asking for one', async () => {
    const changeEmail = vi.fn(() => Promise.resolve());
    renderPage({ authActions: { hasPassword: () => false, changeEmail } });
    expect(screen.queryByRole('form', { name: 'Password' })).toBeNull();
    expect(screen.getByText(/You sign in without a password/)).toBeInTheDocument();
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Email address' });
    await user.type(within(form).getByLabelText(/^New email address/), 'U1@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    expect(within(form).getByText('This is already your address.')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/^New email address/));
    await user.type(within(form).getByLabelText(/^New email address/), 'Ada@New.example');
    await user.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    expect(
      await within(form).findByText('Open the link we sent to ada@new.example to finish the change.'),
    ).toBeInTheDocument();
    expect(changeEmail).toHaveBeenCalledWith(null, 'ada@new.example');
  });

  it('signs out everywhere after a confirmation, then leaves through sign-out', async () => {
    const call = createFakeCall({ 'account-signOutEverywhere': () => ({ signedOut: true }) });
    const { router } = renderPage({ call });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out on every device?' });
    expect(call.calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(call.inputsOf('account-signOutEverywhere')).toEqual([{}]);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/signout'));
  });

  it('deletes the account only once its address is typed, and shows the server’s refusal in the dialog', async () => {
    let refuse = true;
    const call = createFakeCall({
      'account-delete': () => {
        if (refuse)
          throw new AppError(
            'failed-precondition',
            'The organisation needs an owner: make someone else an owner before you delete your account.',
            { reason: 'last-owner' },
          );
        return { deleted: true };
      },
    });
    const { router } = renderPage({ call });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete account…' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Your email address/), 'someone@else.com');
    expect(confirm).toBeDisabled();
    await user.clear(within(dialog).getByLabelText(/^Your email address/));
    await user.type(within(dialog).getByLabelText(/^Your email address/), 'U1@example.com');
    await user.click(confirm);
    expect(await within(dialog).findByText(/make someone else an owner/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
    refuse = false;
    await user.click(confirm);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/signout'));
    expect(call.inputsOf('account-delete')).toEqual([
      { confirmEmail: 'u1@example.com' },
      { confirmEmail: 'u1@example.com' },
    ]);
  });
});

describe("the organisation's two-step policy", () => {
  const required = { tid: 'org-1', role: 'editor', mfa: true };

  it('asks a member signed in without a second step to add one here', () => {
    renderPage({ claims: { ...required, firebase: { sign_in_provider: 'password' } } });
    expect(screen.getByText(/Your organisation requires two-step sign-in/)).toBeInTheDocument();
  });

  it('says nothing once the session was signed in with a second step', () => {
    renderPage({ claims: { ...required, firebase: { sign_in_second_factor: 'phone' } } });
    expect(screen.queryByText(/Your organisation requires two-step sign-in/)).not.toBeInTheDocument();
  });
});
