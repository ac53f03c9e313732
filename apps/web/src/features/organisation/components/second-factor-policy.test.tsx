import { createFakeCall, renderWithClient } from '@assay/client/testing';
import type { Organisation } from '@assay/domain/org';
import { ToastProvider } from '@assay/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SecondFactorPolicy } from './second-factor-policy.tsx';

const Toasts = ({ children }: { children: ReactNode }) => <ToastProvider>{children}</ToastProvider>;
const organisation: Organisation = {
  id: 'org-1',
  name: 'Northwind',
  plan: 'team',
  createdAt: '2026-01-01T00:00:00.000Z',
  ownerUid: 'u1',
};
const withStep = { firebase: { sign_in_provider: 'password', sign_in_second_factor: 'totp' } };

function renderPolicy(claims: Record<string, unknown>, org: Organisation = organisation) {
  const call = createFakeCall({
    'org-setSecondFactorPolicy': ({ required }) => ({ required, membersSignedOut: required ? 3 : 0 }),
    'org-get': () => {
      throw new Error('not needed');
    },
  });
  renderWithClient(<SecondFactorPolicy organisation={org} />, { call, claims, wrapper: Toasts });
  return call;
}

describe('the two-step policy on /admin', () => {
  it('lets an owner signed in with a second step require it, after saying who is signed out', async () => {
    const call = renderPolicy({ tid: 'org-1', role: 'owner', ...withStep });
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'Require two-step sign-in for every member' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Require two-step sign-in?' });
    expect(dialog).toHaveTextContent('Every other member is signed out now');
    expect(call.calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Require it' }));
    expect(
      await screen.findByText('Two-step sign-in is required. 3 members were signed out.'),
    ).toBeInTheDocument();
    expect(call.inputsOf('org-setSecondFactorPolicy')).toEqual([{ required: true }]);
  });

  it('lets the owner stop requiring it', async () => {
    const call = renderPolicy(
      { tid: 'org-1', role: 'owner', mfa: true, ...withStep },
      {
        ...organisation,
        requireSecondFactor: true,
      },
    );
    const user = userEvent.setup();
    const toggle = screen.getByRole('switch', { name: 'Require two-step sign-in for every member' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    const dialog = await screen.findByRole('alertdialog', { name: 'Stop requiring two-step sign-in?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stop requiring' }));
    expect(await screen.findByText('Two-step sign-in is no longer required.')).toBeInTheDocument();
    expect(call.inputsOf('org-setSecondFactorPolicy')).toEqual([{ required: false }]);
  });

  it('keeps it off for an owner signed in without a second step, saying how to get one', () => {
    renderPolicy({ tid: 'org-1', role: 'owner', firebase: { sign_in_provider: 'password' } });
    expect(screen.getByRole('switch', { name: 'Require two-step sign-in for every member' })).toBeDisabled();
    expect(screen.getByText(/Sign in with a second step yourself first/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
  });

  it('shows the policy to an admin without letting them change it', () => {
    renderPolicy(
      { tid: 'org-1', role: 'admin', ...withStep },
      { ...organisation, requireSecondFactor: true },
    );
    const toggle = screen.getByRole('switch', { name: 'Require two-step sign-in for every member' });
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
    expect(screen.getByText('Only owners change this.')).toBeInTheDocument();
  });
});
