import { renderWithClient } from '@assay/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProviders } from '../../../test/fixtures.tsx';
import { AccountActionPage, continuePath } from './account-action-page.tsx';
import { SignInPanel } from './sign-in-panel.tsx';

const notALink = { isEmailLink: () => false, storedEmailForLink: () => null };

describe('forgot password', () => {
  it('mails a reset link from the sign-in tab, with the typed address, and says so without telling whether it has an account', async () => {
    const sendPasswordReset = vi.fn(() => Promise.resolve());
    renderWithClient(<SignInPanel returnTo="/" onSignedIn={() => undefined} />, {
      claims: null,
      route: '/signin',
      wrapper: UiProviders,
      authActions: { ...notALink, sendPasswordReset },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText(/^Email/));
    await user.paste('ada@x.test');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const form = screen.getByRole('form', { name: 'Reset your password' });
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@x.test');
    await user.click(screen.getByRole('button', { name: 'Email me a reset link' }));
    expect(sendPasswordReset).toHaveBeenCalledWith('ada@x.test', `${window.location.origin}/`);
    expect(form).toHaveTextContent(
      'If an account uses ada@x.test, a link to choose a new password is on its way.',
    );
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('tab', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('names the field and the rule for a bad address, and sends nothing', async () => {
    const sendPasswordReset = vi.fn(() => Promise.resolve());
    renderWithClient(<SignInPanel returnTo="/" onSignedIn={() => undefined} />, {
      claims: null,
      route: '/signin',
      wrapper: UiProviders,
      authActions: { ...notALink, sendPasswordReset },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await user.click(screen.getByLabelText(/^Email/));
    await user.paste('not-an-address');
    await user.click(screen.getByRole('button', { name: 'Email me a reset link' }));
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(sendPasswordReset).not.toHaveBeenCalled();
  });
});

describe('the account link page', () => {
  it('asks for a new password for the address of the code, sets it and signs in, then continues', async () => {
    const resetPassword = vi.fn(() => Promise.resolve());
    const onDone = vi.fn();
    renderWithClient(
      <AccountActionPage
        search={`?mode=resetPassword&oobCode=c1&continueUrl=${encodeURIComponent(`${window.location.origin}/tenant/`)}`}
        onDone={onDone}
      />,
      {
        claims: null,
        route: '/auth/action',
        wrapper: UiProviders,
        authActions: { passwordResetEmail: () => Promise.resolve('ada@x.test'), resetPassword },
      },
    );
    expect(
      await screen.findByText('For ada@x.test. You are signed in once it is saved.'),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(/^New password/));
    await user.paste('short');
    await user.click(screen.getByRole('button', { name: 'Save and sign in' }));
    expect(screen.getByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(resetPassword).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText(/^New password/));
    await user.paste('-but-long-now');
    await user.click(screen.getByRole('button', { name: 'Save and sign in' }));
    expect(resetPassword).toHaveBeenCalledWith('c1', 'short-but-long-now');
    expect(onDone).toHaveBeenCalledWith('/tenant/');
  });

  it('says a used or expired link does not work and offers the way back to sign in', async () => {
    const onDone = vi.fn();
    const { AppError } = await import('@assay/client');
    renderWithClient(<AccountActionPage search="?mode=resetPassword&oobCode=old" onDone={onDone} />, {
      claims: null,
      route: '/auth/action',
      wrapper: UiProviders,
      authActions: {
        passwordResetEmail: () =>
          Promise.reject(
            new AppError(
              'invalid-argument',
              'This link is invalid, has expired or was used. Request a new one.',
            ),
          ),
      },
    });
    expect(await screen.findByText('This link does not work')).toBeInTheDocument();
    expect(screen.getByText(/has expired or was used/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to sign in' }));
    expect(onDone).toHaveBeenCalledWith('/signin');
  });

  it('applies a verification link and says so', async () => {
    const applyAccountCode = vi.fn(() => Promise.resolve());
    renderWithClient(<AccountActionPage search="?mode=verifyEmail&oobCode=v1" onDone={() => undefined} />, {
      claims: null,
      route: '/auth/action',
      wrapper: UiProviders,
      authActions: { applyAccountCode },
    });
    expect(await screen.findByText('Your email address is verified.')).toBeInTheDocument();
    expect(applyAccountCode).toHaveBeenCalledWith('v1');
  });

  it('sends an email sign-in link on to its continue page with the link parameters', () => {
    const onDone = vi.fn();
    const continueUrl = `${window.location.origin}/signin?redirect=%2Froadmap`;
    renderWithClient(
      <AccountActionPage
        search={`?mode=signIn&oobCode=s1&apiKey=k&continueUrl=${encodeURIComponent(continueUrl)}`}
        onDone={onDone}
      />,
      { claims: null, route: '/auth/action', wrapper: UiProviders, authActions: {} },
    );
    expect(onDone).toHaveBeenCalledWith('/signin?redirect=%2Froadmap&mode=signIn&oobCode=s1&apiKey=k');
  });

  it('continues only on this site: another origin goes to the start page', () => {
    expect(continuePath('https://evil.example/steal', 'http://localhost')).toBe('/');
    expect(continuePath('http://localhost/roadmap?x=1', 'http://localhost')).toBe('/roadmap?x=1');
    expect(continuePath(null, 'http://localhost')).toBe('/');
  });
});
