import { AppError } from '@assay/client';
import { createFakeCall, renderWithClient } from '@assay/client/testing';
import type { BillingOverview } from '@assay/domain/billing';
import { defaultPlanLimits } from '@assay/domain/plans';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UiProviders } from '../../../test/fixtures.tsx';
import { BillingSection } from './billing-section.tsx';

function overview(patch: Partial<BillingOverview> = {}): BillingOverview {
  return {
    plan: 'free',
    status: 'none',
    provider: 'test',
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    paymentFailedAt: null,
    readOnlyFrom: null,
    readOnly: false,
    graceDays: 7,
    pendingCheckout: null,
    plans: [
      { id: 'free', price: { amount: 0, currency: 'usd' }, limits: defaultPlanLimits.free },
      { id: 'team', price: { amount: 4900, currency: 'usd' }, limits: defaultPlanLimits.team },
      { id: 'business', price: { amount: 24900, currency: 'usd' }, limits: defaultPlanLimits.business },
    ],
    usage: { tenants: 1, members: 1 },
    override: null,
    ...patch,
  };
}

function render(
  role: string,
  billing: BillingOverview,
  handlers: Parameters<typeof createFakeCall>[0] = {},
  path = '/admin',
) {
  const call = createFakeCall({ 'billing-get': () => billing, ...handlers });
  return {
    call,
    ...renderWithClient(<BillingSection />, {
      call,
      claims: { tid: 'org-1', role },
      route: '/admin',
      path,
      wrapper: UiProviders,
    }),
  };
}

describe('the plan and billing section', () => {
  it('shows the current plan and compares the plans with their prices and limits', async () => {
    render('owner', overview());
    const plans = await screen.findByRole('list', { name: 'Plans' });
    const team = within(plans).getByRole('listitem', { name: 'Team plan' });
    expect(within(team).getByText('$49 / month')).toBeInTheDocument();
    expect(within(team).getByText('25 active tenants')).toBeInTheDocument();
    expect(
      within(within(plans).getByRole('listitem', { name: 'Free plan' })).getByText('Current plan'),
    ).toBeInTheDocument();
    expect(within(plans).getByRole('button', { name: 'Upgrade to Business' })).toBeInTheDocument();
  });

  it('shows renewal and status of a paid subscription', async () => {
    render(
      'owner',
      overview({ plan: 'team', status: 'active', currentPeriodEnd: '2027-03-12T10:00:00.000Z' }),
    );
    expect(await screen.findByText('Renews on 12 March 2027')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
  });

  it('goes to checkout after confirming an upgrade from free', async () => {
    const { call, router } = render('admin', overview(), {
      'billing-changePlan': () => ({ redirectTo: '/admin?testCheckout=cs_test_1', outcome: 'checkout' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade to Team' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Go to checkout' }));
    expect(call.inputsOf('billing-changePlan')).toEqual([{ plan: 'team' }]);
    expect(router.state.location.search).toBe('?testCheckout=cs_test_1');
  });

  it('says what to remove first when a downgrade is refused', async () => {
    const refusal = new AppError(
      'failed-precondition',
      'To move to the Free plan, first archive 4 tenants, revoke 2 API keys.',
      {
        blockers: [
          { limit: 'tenants', current: 7, max: 3, remove: 4 },
          { limit: 'apiKeys', current: 2, max: 0, remove: 2 },
        ],
      },
    );
    render('owner', overview({ plan: 'team', status: 'active' }), {
      'billing-changePlan': () => Promise.reject(refusal),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Downgrade to Free' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Downgrade to Free' }),
    );
    expect(
      await screen.findByText('To move to the Free plan, first archive 4 tenants, revoke 2 API keys.'),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'What to remove first' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Active tenants: 7 of 3 allowed', 'API keys: 2 in use, none on this plan']);
  });

  it('offers no plan changes to an editor', async () => {
    render('editor', overview());
    await screen.findByRole('list', { name: 'Plans' });
    expect(screen.queryByRole('button', { name: /^Upgrade|^Downgrade|Manage billing/ })).toBeNull();
    expect(screen.getByText('Only owners and admins can change the plan.')).toBeInTheDocument();
  });

  it('warns about a failed payment and the day the organisation turns read-only', async () => {
    render(
      'owner',
      overview({
        plan: 'team',
        status: 'past_due',
        paymentFailedAt: '2027-03-01T00:00:00.000Z',
        readOnlyFrom: '2027-03-08T00:00:00.000Z',
      }),
    );
    expect(
      await screen.findByText(
        'A payment failed. Update your payment method by 8 March 2027 to keep making changes.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a plan set by Assay with its end, the plan after it and the reason', async () => {
    render(
      'viewer',
      overview({
        override: { plan: 'business', reason: 'Partner pilot', endsAt: '2026-12-31T00:00:00.000Z' },
      }),
    );
    expect(await screen.findByText('Business plan set by Assay')).toBeInTheDocument();
    expect(
      screen.getByText(
        /On the Business plan until 31 December 2026, set by Assay; then back on the Free plan\. Reason: Partner pilot/,
      ),
    ).toBeInTheDocument();
  });

  it('plays the test checkout: Decline keeps the dialog with the card declined, Pay goes to the return route', async () => {
    const { call, router } = render(
      'owner',
      overview({ pendingCheckout: { plan: 'team' } }),
      {
        'billing-simulate': ({ action }) =>
          action === 'declineCheckout'
            ? { redirectTo: null, message: 'Your card was declined. Try again or cancel the checkout.' }
            : { redirectTo: '/checkout-success?plan=team&value=49&currency=USD', message: 'Paid' },
      },
      '/admin?testCheckout=cs_test_1',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Test checkout' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(
      await within(dialog).findByText('Your card was declined. Try again or cancel the checkout.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(call.inputsOf('billing-simulate')).toEqual([
      { action: 'declineCheckout' },
      { action: 'payCheckout' },
    ]);
    expect(router.state.location.pathname).toBe('/checkout-success');
  });
});
