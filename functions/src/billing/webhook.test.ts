import { describe, expect, it, vi } from 'vitest';
import type { BillingEvent } from '@assay/domain/billing';
import { memoryOrgData } from '../../test/support/memory-org-data.ts';
import { processBillingEvent } from '../services/billing-service.ts';
import { invoiceObject, signPayload, stripeEvent, subscriptionObject } from './test-provider.ts';
import { handleStripeWebhook } from './webhook.ts';
import type { WebhookDeps } from './webhook.ts';

const secret = 'whsec_unit_test';
const priceIds = { team: 'price_team', business: 'price_business' };
const created = 1_800_000_000;
const ref = { tid: 'org1', customerId: 'cus_1', subscriptionId: 'sub_1' };

function deps(overrides: Partial<WebhookDeps> = {}) {
  const processed: BillingEvent[] = [];
  const all: WebhookDeps = {
    secret,
    priceIds,
    organisationOf: (customerId) => Promise.resolve(customerId === 'cus_1' ? 'org1' : null),
    process: (_tid, event) => {
      processed.push(event);
      return Promise.resolve('applied');
    },
    logger: { warn: vi.fn(), error: vi.fn() },
    ...overrides,
  };
  return { deps: all, processed };
}

function request(event: object, options: { secret?: string; timestamp?: number; tamper?: boolean } = {}) {
  const payload = JSON.stringify(event);
  const signature = signPayload(payload, options.secret ?? secret, options.timestamp);
  return {
    method: 'POST',
    rawBody: Buffer.from(options.tamper ? payload.replace('"active"', '"canceled"') : payload),
    signature,
  };
}

const upgraded = stripeEvent(
  'customer.subscription.updated',
  subscriptionObject({
    ...ref,
    priceId: 'price_business',
    plan: 'business',
    status: 'active',
    periodEnd: created + 86_400,
  }),
  created,
  'evt_up',
);

describe('handleStripeWebhook', () => {
  it('processes a correctly signed event as the product understands it', async () => {
    const { deps: d, processed } = deps();
    const response = await handleStripeWebhook(request(upgraded), d);
    expect(response).toEqual({ status: 200, body: { received: true, outcome: 'applied' } });
    expect(processed).toEqual([
      {
        id: 'evt_up',
        type: 'customer.subscription.updated',
        created,
        customerId: 'cus_1',
        subscriptionId: 'sub_1',
        status: 'active',
        plan: 'business',
        currentPeriodEnd: new Date((created + 86_400) * 1000).toISOString(),
        cancelAtPeriodEnd: false,
      },
    ]);
  });

  it.each([
    ['signed with another secret', { secret: 'whsec_other' }],
    ['signed more than 300 s ago', { timestamp: Math.floor(Date.now() / 1000) - 301 }],
    ['changed after signing', { tamper: true }],
  ])('refuses an event %s with 400 and processes nothing', async (_label, options) => {
    const { deps: d, processed } = deps();
    const response = await handleStripeWebhook(request(upgraded, options), d);
    expect(response.status).toBe(400);
    expect(processed).toEqual([]);
  });

  it('accepts a signature 299 s old', async () => {
    const { deps: d } = deps();
    expect(
      (await handleStripeWebhook(request(upgraded, { timestamp: Math.floor(Date.now() / 1000) - 299 }), d))
        .status,
    ).toBe(200);
  });

  it('refuses a request without a signature, and anything but POST', async () => {
    const { deps: d } = deps();
    expect(
      (await handleStripeWebhook({ method: 'POST', rawBody: Buffer.from('{}'), signature: undefined }, d))
        .status,
    ).toBe(400);
    expect((await handleStripeWebhook({ ...request(upgraded), method: 'GET' }, d)).status).toBe(405);
  });

  it('answers 500 when no webhook secret is configured', async () => {
    const { deps: d } = deps({ secret: undefined });
    expect((await handleStripeWebhook(request(upgraded), d)).status).toBe(500);
  });

  it('acknowledges events it does not handle, and customers that are not ours, without processing', async () => {
    const { deps: d, processed } = deps();
    const other = await handleStripeWebhook(
      request(stripeEvent('customer.created', { id: 'cus_1' }, created)),
      d,
    );
    const stranger = await handleStripeWebhook(
      request(
        stripeEvent(
          'invoice.paid',
          invoiceObject({ customerId: 'cus_2', subscriptionId: 'sub_9', status: 'paid' }),
          created,
        ),
      ),
      d,
    );
    expect([other.status, stranger.status]).toEqual([200, 200]);
    expect(processed).toEqual([]);
  });

  it('answers 500 when processing fails, so that Stripe retries', async () => {
    const { deps: d } = deps({ process: () => Promise.reject(new Error('contention')) });
    expect((await handleStripeWebhook(request(upgraded), d)).status).toBe(500);
  });

  it('changes the organisation once however often an event is delivered', async () => {
    const org = memoryOrgData('org1', { plan: 'team' });
    await org.transaction((tx) => {
      tx.billing.put({
        ...emptyState(),
        customerId: 'cus_1',
        subscriptionId: 'sub_1',
        status: 'active',
        plan: 'team',
      });
      return Promise.resolve();
    });
    const { deps: d } = deps({ process: (_tid, event) => processBillingEvent(org, event, new Date()) });
    const outcomes = [];
    for (let i = 0; i < 3; i += 1)
      outcomes.push((await handleStripeWebhook(request(upgraded), d)).body.outcome);
    expect(outcomes).toEqual(['applied', 'duplicate', 'duplicate']);
    expect(org.state.organisation?.plan).toBe('business');
    expect(org.state.audit.map((entry) => entry.summary)).toEqual([
      'Subscription updated: now on the Business plan',
    ]);
  });
});

function emptyState() {
  return {
    customerId: null,
    subscriptionId: null,
    status: 'none' as const,
    plan: 'free' as const,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    paymentFailedAt: null,
    subscriptionClock: null,
    invoiceClock: null,
    pendingCheckout: null,
  };
}
