import { describe, expect, it } from 'vitest';
import { emptyBillingState, returnPath } from '@assay/domain/billing';
import type { BillingState } from '@assay/domain/billing';
import { DomainError } from '@assay/domain/errors';
import { codeOf } from '../../test/support/domain-code.ts';
import { memoryOrgData } from '../../test/support/memory-org-data.ts';
import type { MemoryOrgData } from '../../test/support/memory-org-data.ts';
import type { BillingProvider } from '../billing/provider.ts';
import { changePlan, getBilling, openPortal, simulate } from './billing-service.ts';

const now = new Date('2027-02-01T10:00:00.000Z');

/** A provider that records what it was asked; Stripe's answers are fixed. */
function fakeProvider(kind: 'stripe' | 'test' = 'stripe') {
  const calls: string[] = [];
  const provider: BillingProvider = {
    kind,
    createCustomer: ({ tid }) => {
      calls.push(`createCustomer ${tid}`);
      return Promise.resolve('cus_new');
    },
    startCheckout: ({ customerId, plan }) => {
      calls.push(`startCheckout ${customerId} ${plan}`);
      return Promise.resolve({ sessionId: 'cs_1', url: 'https://checkout.stripe.test/cs_1' });
    },
    changeSubscription: ({ subscriptionId, plan }) => {
      calls.push(`changeSubscription ${subscriptionId} ${plan}`);
      return Promise.resolve();
    },
    cancelSubscription: ({ subscriptionId }) => {
      calls.push(`cancelSubscription ${subscriptionId}`);
      return Promise.resolve();
    },
    portalUrl: ({ customerId }) => Promise.resolve(`https://billing.stripe.test/${customerId}`),
  };
  return { provider, calls };
}

async function withState(org: MemoryOrgData, state: Partial<BillingState>) {
  await org.transaction((tx) => {
    tx.billing.put({ ...emptyBillingState, ...state });
    return Promise.resolve();
  });
}

const subscribed = {
  customerId: 'cus_1',
  subscriptionId: 'sub_1',
  status: 'active' as const,
  plan: 'team' as const,
};

describe('billing service', () => {
  it('starts Checkout for a first paid plan, opening and linking a customer first', async () => {
    const org = memoryOrgData('org1', { plan: 'free' });
    const { provider, calls } = fakeProvider();
    expect(await changePlan(org, provider, { email: 'o@x.test' }, 'team', now)).toEqual({
      redirectTo: 'https://checkout.stripe.test/cs_1',
      outcome: 'checkout',
    });
    expect(calls).toEqual(['createCustomer org1', 'startCheckout cus_new team']);
    const state = await org.billing.state();
    expect(state).toMatchObject({
      customerId: 'cus_new',
      pendingCheckout: { sessionId: 'cs_1', plan: 'team', createdAt: now.toISOString() },
    });
    expect(org.store.docs.get('billingCustomers/cus_new')).toEqual({ customerId: 'cus_new', tid: 'org1' });
    // The plan itself only changes when the webhook reports the subscription.
    expect(org.state.organisation?.plan).toBe('free');
  });

  it('reuses the linked customer for a second checkout', async () => {
    const org = memoryOrgData('org1', { plan: 'free' });
    await withState(org, { customerId: 'cus_1' });
    const { provider, calls } = fakeProvider();
    await changePlan(org, provider, { email: null }, 'business', now);
    expect(calls).toEqual(['startCheckout cus_1 business']);
  });

  it('changes nothing when asked for the current plan', async () => {
    const org = memoryOrgData('org1', { plan: 'team' });
    await withState(org, subscribed);
    const { provider, calls } = fakeProvider();
    expect(await changePlan(org, provider, { email: null }, 'team', now)).toEqual({
      redirectTo: '/admin',
      outcome: 'unchanged',
    });
    expect(calls).toEqual([]);
  });

  it('updates the live subscription for an upgrade and returns to /upgrade-success', async () => {
    const org = memoryOrgData('org1', { plan: 'team' });
    await withState(org, subscribed);
    const { provider, calls } = fakeProvider();
    expect(await changePlan(org, provider, { email: null }, 'business', now)).toEqual({
      redirectTo: '/upgrade-success?plan=business',
      outcome: 'upgraded',
    });
    expect(calls).toEqual(['changeSubscription sub_1 business']);
  });

  it('cancels the subscription for a downgrade to free that fits, and returns to /downgrade-success', async () => {
    const org = memoryOrgData('org1', { plan: 'team', tenantCount: 3, memberCount: 2 });
    await withState(org, subscribed);
    const { provider, calls } = fakeProvider();
    expect(await changePlan(org, provider, { email: null }, 'free', now)).toEqual({
      redirectTo: '/downgrade-success?plan=free',
      outcome: 'downgraded',
    });
    expect(calls).toEqual(['cancelSubscription sub_1']);
  });

  it('refuses a downgrade below current usage, saying what to remove first, and asks the provider nothing', async () => {
    const org = memoryOrgData('org1', { plan: 'team', tenantCount: 7, memberCount: 5 });
    await withState(org, subscribed);
    const { provider, calls } = fakeProvider();
    const error = await changePlan(org, provider, { email: null }, 'free', now).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      code: 'failed-precondition',
      message: 'To move to the Free plan, first archive 4 tenants, remove 3 members or invitations.',
      details: {
        reason: 'over-plan-limits',
        blockers: [
          { limit: 'tenants', current: 7, max: 3, remove: 4 },
          { limit: 'members', current: 5, max: 2, remove: 3 },
        ],
      },
    });
    expect(calls).toEqual([]);
  });

  it('counts pending invitations and private baselines against the smaller plan, as the usage bars do', async () => {
    const org = memoryOrgData('org1', {
      plan: 'team',
      tenantCount: 1,
      memberCount: 2,
      invitationCount: 1,
      privateBaselineCount: 2,
    });
    await withState(org, subscribed);
    const { provider, calls } = fakeProvider();
    const error = await changePlan(org, provider, { email: null }, 'free', now).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'failed-precondition',
      message: 'To move to the Free plan, first remove 1 member or invitation, delete 2 private baselines.',
      details: {
        blockers: [
          { limit: 'members', current: 3, max: 2, remove: 1 },
          { limit: 'privateBaselines', current: 2, max: 0, remove: 2 },
        ],
      },
    });
    expect(calls).toEqual([]);
  });

  it('asks to revoke the API keys before moving to a plan without them', async () => {
    const org = memoryOrgData('org1', { plan: 'team', tenantCount: 1, memberCount: 1, apiKeyCount: 2 });
    await withState(org, subscribed);
    const { provider, calls } = fakeProvider();
    const error = await changePlan(org, provider, { email: null }, 'free', now).catch((e: unknown) => e);
    expect(error).toMatchObject({
      message: 'To move to the Free plan, first revoke 2 API keys.',
      details: { blockers: [{ limit: 'apiKeys', current: 2, max: 0, remove: 2 }] },
    });
    expect(calls).toEqual([]);
  });

  it('shows the plans with prices and limits, usage, and the read-only date after a failed payment', async () => {
    const org = memoryOrgData('org1', { plan: 'team', tenantCount: 4, memberCount: 3 });
    await withState(org, { ...subscribed, paymentFailedAt: '2027-01-20T10:00:00.000Z' });
    const overview = await getBilling(org, { kind: 'test' }, { graceDays: 7 }, now);
    expect(overview).toMatchObject({
      plan: 'team',
      status: 'active',
      provider: 'test',
      paymentFailedAt: '2027-01-20T10:00:00.000Z',
      readOnlyFrom: '2027-01-27T10:00:00.000Z',
      readOnly: true,
      usage: { tenants: 4, members: 3 },
    });
    expect(overview.plans.map((plan) => [plan.id, plan.price.amount, plan.limits.tenants])).toEqual([
      ['free', 0, 3],
      ['team', 4900, 25],
      ['business', 24900, 500],
    ]);
  });

  it('opens the portal for the linked customer', async () => {
    const org = memoryOrgData('org1');
    await withState(org, { customerId: 'cus_1' });
    expect(await openPortal(org, fakeProvider().provider, { email: null })).toEqual({
      redirectTo: 'https://billing.stripe.test/cus_1',
    });
  });

  it('refuses the test checkout buttons when Stripe is configured', async () => {
    expect(
      await codeOf(simulate(memoryOrgData('org1'), fakeProvider('stripe').provider, 'payCheckout')),
    ).toBe('failed-precondition');
  });

  it('cancels a pending test checkout (and changes nothing when none is pending)', async () => {
    const org = memoryOrgData('org1');
    const { provider } = fakeProvider('test');
    const player = {
      completeCheckout: () => Promise.resolve(),
      failPayment: () => Promise.resolve(),
      payInvoice: () => Promise.resolve(),
    };
    const testProvider = { ...provider, player };
    expect(await simulate(org, testProvider, 'cancelCheckout')).toEqual({
      redirectTo: null,
      message: 'There is no checkout to cancel.',
    });
    await withState(org, {
      customerId: 'cus_1',
      pendingCheckout: { sessionId: 'cs_1', plan: 'team', createdAt: now.toISOString() },
    });
    expect(await simulate(org, testProvider, 'cancelCheckout')).toMatchObject({
      redirectTo: '/checkout-cancel?plan=team',
    });
    expect((await org.billing.state()).pendingCheckout).toBeNull();
    expect(await codeOf(simulate(org, testProvider, 'payCheckout'))).toBe('failed-precondition');
  });

  it('sends the browser to the return routes with what their analytics events record', () => {
    expect(returnPath('/checkout-success', 'team')).toBe('/checkout-success?plan=team&value=49&currency=USD');
    expect(returnPath('/checkout-cancel', 'business')).toBe('/checkout-cancel?plan=business');
  });
});
