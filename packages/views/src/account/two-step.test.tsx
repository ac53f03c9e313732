import { AppError, SecondFactorRequired, type SecondFactor, type SecondFactorChallenge } from '@assay/client';
import { renderWithClient } from '@assay/client/testing';
import { ToastProvider } from '@assay/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AccountPage } from './account-page.tsx';

const Toasts = ({ children }: { children: ReactNode }) => <ToastProvider>{children}</ToastProvider>;
const app: SecondFactor = { id: 'f1', kind: 'totp', label: 'Pixel', enrolledAt: '2026-03-01T10:00:00.000Z' };
const phone: SecondFactor = {
  id: 'f2',
  kind: 'phone',
  label: '+*******1234',
  enrolledAt: '2026-03-02T10:00:00.000Z',
};

function renderPage(authActions: NonNullable<Parameters<typeof renderWithClient>[1]>['authActions']) {
  return renderWithClient(<AccountPage />, {
    route: '/account',
    wrapper: Toasts,
    authActions: {
      hasPassword: () => true,
      refreshAccount: () => Promise.resolve(),
      secondFactors: () => [],
      ...authActions,
    },
  });
}

/** A challenge whose code is 123456; `verify` then runs what the sign-in interrupted. */
function challengeOf<T>(factors: SecondFactor[], then: () => T) {
  const sendCode = vi.fn<SecondFactorChallenge<T>['sendCode']>(() => Promise.resolve());
  const verify = vi.fn<SecondFactorChallenge<T>['verify']>((_id, code) =>
    code === '123456'
      ? Promise.resolve(then())
      : Promise.reject(
          new AppError('invalid-argument', 'This code is not right.', {
            fields: [{ path: 'code', rule: 'wrong-code', message: 'This code is not right.' }],
          }),
        ),
  );
  return { challenge: { factors, sendCode, verify }, sendCode, verify };
}

describe('two-step sign-in on the account page', () => {
  it('adds an authenticator app: password first, then the key and QR code, then a code from the app', async () => {
    const finish = vi.fn(() => Promise.resolve());
    const startTotpEnrolment = vi.fn(() =>
      Promise.resolve({
        secretKey: 'JBSWY3DPEHPK3PXP',
        uri: 'otpauth://totp/Assay:u1?secret=JBSWY3DPEHPK3PXP',
        finish,
      }),
    );
    let enrolled: SecondFactor[] = [];
    renderPage({ startTotpEnrolment, secondFactors: () => enrolled });
    const user = userEvent.setup();
    expect(screen.getByText(/Two-step sign-in is off/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add authenticator app' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an authenticator app' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Enter your current password.')).toBeInTheDocument();
    expect(startTotpEnrolment).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/^Current password/), 'my-password');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    expect(startTotpEnrolment).toHaveBeenCalledWith('my-password');
    await user.type(within(dialog).getByLabelText(/^Code/), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(within(dialog).getByText('Enter the 6 digits of the code.')).toBeInTheDocument();
    expect(finish).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/^Code/), '6');
    enrolled = [app];
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Two-step sign-in is on')).toBeInTheDocument();
    expect(finish).toHaveBeenCalledWith('123456', 'Authenticator app');
    expect(
      within(screen.getByRole('list', { name: 'Your second steps' })).getByText('Pixel'),
    ).toBeInTheDocument();
  });

  it('adds a phone: the number is checked, a code is texted, then confirmed', async () => {
    const finish = vi.fn(() => Promise.resolve());
    const startPhoneEnrolment = vi.fn(() => Promise.resolve({ finish }));
    renderPage({ startPhoneEnrolment });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add phone' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a phone' });
    await user.type(within(dialog).getByLabelText(/^Phone number/), '07700 900123');
    await user.type(within(dialog).getByLabelText(/^Current password/), 'my-password');
    await user.click(within(dialog).getByRole('button', { name: 'Text me a code' }));
    expect(
      within(dialog).getByText('Enter the number with its country code, starting with +.'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Phone number/));
    await user.type(within(dialog).getByLabelText(/^Phone number/), '+44 7700 900123');
    await user.click(within(dialog).getByRole('button', { name: 'Text me a code' }));
    expect(await within(dialog).findByText('Code sent to +447700900123.')).toBeInTheDocument();
    expect(startPhoneEnrolment).toHaveBeenCalledWith('my-password', '+447700900123', expect.any(HTMLElement));
    await user.type(within(dialog).getByLabelText(/^Code/), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    await vi.waitFor(() => expect(finish).toHaveBeenCalledWith('654321', '+447700900123'));
  });

  it('asks an enrolled account for its code before a password change goes through, and retries a wrong one', async () => {
    const changed = vi.fn<() => void>();
    const { challenge, verify } = challengeOf([app, phone], () => changed());
    const changePassword = vi.fn(() => Promise.reject(new SecondFactorRequired(challenge)));
    renderPage({ changePassword, secondFactors: () => [app, phone] });
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Password' });
    await user.type(within(form).getByLabelText(/^Current password/), 'old-password');
    await user.type(within(form).getByLabelText(/^New password/), 'a-new-password');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Two-step sign-in' });
    await user.type(within(dialog).getByLabelText(/^Code/), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('This code is not right.')).toBeInTheDocument();
    expect(changed).not.toHaveBeenCalled();
    await user.clear(within(dialog).getByLabelText(/^Code/));
    await user.type(within(dialog).getByLabelText(/^Code/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(verify).toHaveBeenLastCalledWith('f1', '123456');
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('says nothing changed when the second step is cancelled', async () => {
    const { challenge } = challengeOf([app], () => undefined);
    const changePassword = vi.fn(() => Promise.reject(new SecondFactorRequired(challenge)));
    renderPage({ changePassword });
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Password' });
    await user.type(within(form).getByLabelText(/^Current password/), 'old-password');
    await user.type(within(form).getByLabelText(/^New password/), 'a-new-password');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Two-step sign-in' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await within(form).findByText(/Two-step sign-in was cancelled/)).toBeInTheDocument();
    expect(screen.queryByText('Password changed')).toBeNull();
  });

  it('removes a second step after the password, and lists what is left', async () => {
    let enrolled = [app, phone];
    const removeSecondFactor = vi.fn((_password: string | null, id: string) => {
      enrolled = enrolled.filter((f) => f.id !== id);
      return Promise.resolve();
    });
    renderPage({ removeSecondFactor, secondFactors: () => enrolled });
    const user = userEvent.setup();
    const list = screen.getByRole('list', { name: 'Your second steps' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(list).getByRole('button', { name: 'Remove +*******1234' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove +*******1234?' });
    const confirm = within(dialog).getByRole('button', { name: 'Remove' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Current password/), 'my-password');
    await user.click(confirm);
    expect(await screen.findByText('Second step removed')).toBeInTheDocument();
    expect(removeSecondFactor).toHaveBeenCalledWith('my-password', 'f2');
    expect(
      within(screen.getByRole('list', { name: 'Your second steps' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  });
});
