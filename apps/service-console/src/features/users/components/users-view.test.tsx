import { AppError } from '@assay/client';
import { createFakeCall, renderWithClient } from '@assay/client/testing';
import type { PlatformUser } from '@assay/domain/platform';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { UsersView } from './users-view.tsx';

const alice: PlatformUser = {
  uid: 'alice-1',
  email: 'alice@example.com',
  displayName: 'Alice',
  disabled: false,
  providers: ['password', 'google.com'],
  createdAt: '2026-01-01T00:00:00.000Z',
  lastSignInAt: null,
  systemAdmin: false,
  systemDeveloper: false,
  membership: { tid: 'org-1', organisationName: 'Acme', role: 'editor' },
  shared: null,
};

function Screen() {
  const { focus } = useParams();
  return <UsersView focus={focus} />;
}

/** The signed-in system admin is `u1` (renderWithClient's session). */
function renderUsers(path: string, handlers: Parameters<typeof createFakeCall>[0]) {
  const call = createFakeCall(handlers);
  const result = renderWithClient(
    <Routes>
      <Route path="/service/users/:focus?" element={<Screen />} />
    </Routes>,
    { call, route: '/*', path, claims: { adminUI: true } },
  );
  return { ...result, call };
}

describe('the users tab', () => {
  it('finds a user by email and opens their page with organisation, role and sign-in methods', async () => {
    const { call, router } = renderUsers('/service/users', {
      'service-findUser': ({ email }) =>
        email === 'alice@example.com'
          ? { uid: 'alice-1' }
          : Promise.reject(new AppError('not-found', 'No user has this email address.')),
      'service-getUser': () => alice,
    });
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Email address or user id' }),
      'alice@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Find user' }));
    const facts = await screen.findByLabelText('Account');
    expect(router.state.location.pathname).toBe('/service/users/alice-1');
    expect(within(facts).getByRole('link', { name: 'Acme' })).toHaveAttribute(
      'href',
      '/service/tenants/org-1',
    );
    expect(facts).toHaveTextContent('Editor');
    expect(facts).toHaveTextContent('Email and password or email link, Google');
    expect(facts).toHaveTextContent('Never');
    expect(call.inputsOf('service-getUser')).toEqual([{ uid: 'alice-1' }]);
  });

  it('shows the server’s answer when no user has the email address', async () => {
    renderUsers('/service/users', {
      'service-findUser': () => Promise.reject(new AppError('not-found', 'No user has this email address.')),
    });
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Email address or user id' }),
      'ghost@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Find user' }));
    expect(await screen.findByText('No user has this email address.')).toBeInTheDocument();
  });

  it('asks before disabling an account, then disables it and shows the new state', async () => {
    let user = alice;
    const { call } = renderUsers('/service/users/alice-1', {
      'service-getUser': () => user,
      'service-setUserDisabled': ({ uid, disabled }) => {
        user = { ...user, disabled };
        return { uid, disabled };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Disable account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable this account?' });
    expect(call.inputsOf('service-setUserDisabled')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(await screen.findByText('Disabled')).toBeInTheDocument();
    expect(call.inputsOf('service-setUserDisabled')).toEqual([{ uid: 'alice-1', disabled: true }]);
    expect(await screen.findByRole('button', { name: 'Enable account' })).toBeInTheDocument();
  });

  it("resets a user's two-step sign-in after a confirmation", async () => {
    const { call } = renderUsers('/service/users/alice-1', {
      'service-getUser': () => alice,
      'service-resetSecondFactors': (input) => ({ uid: input.uid, removed: 1 }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reset two-step sign-in' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset their two-step sign-in?' });
    expect(call.inputsOf('service-resetSecondFactors')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset two-step sign-in' }));
    await vi.waitFor(() => expect(call.inputsOf('service-resetSecondFactors')).toEqual([{ uid: 'alice-1' }]));
  });

  it('cancelling the confirmation changes nothing', async () => {
    const { call } = renderUsers('/service/users/alice-1', { 'service-getUser': () => alice });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(call.calls.map((c) => c.name)).toEqual(['service-getUser']);
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    renderUsers('/service/users/alice-1', {
      'service-getUser': () => ({ ...alice, systemAdmin: true }),
      'service-setSystemAdmin': () =>
        Promise.reject(
          new AppError('failed-precondition', 'Your system-admin access has changed; sign in again.'),
        ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke system admin' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove system-admin access?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke system admin' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your system-admin access has changed; sign in again.',
    );
  });

  it('offers no action on the admin’s own account', async () => {
    renderUsers('/service/users/u1', {
      'service-getUser': () => ({ ...alice, uid: 'u1', systemAdmin: true }),
    });
    expect(await screen.findByRole('button', { name: 'Revoke system admin' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Disable account' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toBeDisabled();
  });

  it('says so when no account has the uid of the address', async () => {
    renderUsers('/service/users/ghost', {
      'service-getUser': () => Promise.reject(new AppError('not-found', 'There is no user with this id.')),
    });
    expect(await screen.findByRole('heading', { name: 'No such user' })).toBeInTheDocument();
  });
});
