// The Stripe provider against the real `stripe` SDK, its HTTP client pointed at a local fake of
// Stripe's API: what goes over the wire (method, path, form parameters, key, idempotency key)
// is what Stripe would receive. No network beyond 127.0.0.1.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stripeProvider } from './stripe-provider.ts';
import type { BillingProvider } from './provider.ts';

interface Received {
  method: string;
  path: string;
  /** The form-encoded parameters (body, or query for GET/DELETE), as Stripe's SDK encodes them. */
  params: Record<string, string>;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
}

/** Stripe's answers, by "METHOD /path": just the fields the provider reads. */
const answers: Record<string, object> = {
  'POST /v1/customers': { id: 'cus_new', object: 'customer' },
  'POST /v1/checkout/sessions': {
    id: 'cs_test_1',
    object: 'checkout.session',
    url: 'https://checkout.stripe.com/c/pay/cs_test_1',
  },
  'GET /v1/subscriptions/sub_1': {
    id: 'sub_1',
    object: 'subscription',
    items: { object: 'list', data: [{ id: 'si_1', object: 'subscription_item' }] },
  },
  'POST /v1/subscriptions/sub_1': { id: 'sub_1', object: 'subscription' },
  'DELETE /v1/subscriptions/sub_1': { id: 'sub_1', object: 'subscription', status: 'canceled' },
  'POST /v1/billing_portal/sessions': {
    id: 'bps_1',
    object: 'billing_portal.session',
    url: 'https://billing.stripe.com/p/session/bps_1',
  },
};

let received: Received[] = [];
const server = createServer((req, res) => {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk: string) => (body += chunk));
  req.on('end', () => {
    const url = new URL(req.url ?? '/', 'http://stripe.local');
    const form = body === '' ? url.searchParams : new URLSearchParams(body);
    const key = `${req.method ?? ''} ${url.pathname}`;
    received.push({
      method: req.method ?? '',
      path: url.pathname,
      params: Object.fromEntries(form),
      authorization: req.headers.authorization,
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
    });
    const answer = answers[key];
    res.writeHead(answer ? 200 : 404, { 'content-type': 'application/json', 'request-id': 'req_fake' });
    res.end(
      JSON.stringify(answer ?? { error: { type: 'invalid_request_error', message: `No fake for ${key}` } }),
    );
  });
});

let provider: BillingProvider;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  provider = stripeProvider({
    secretKey: 'sk_test_fake',
    priceIds: { team: 'price_team', business: 'price_business' },
    appOrigin: 'https://app.example.test',
    api: { host: '127.0.0.1', port, protocol: 'http' },
  });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
});

describe('the Stripe provider, through the stripe SDK', () => {
  it("creates a Checkout session for the plan's price, returning to /checkout-success or /checkout-cancel, with the organisation in its metadata", async () => {
    expect(await provider.startCheckout({ tid: 'org1', customerId: 'cus_1', plan: 'team' })).toEqual({
      sessionId: 'cs_test_1',
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      authorization: 'Bearer sk_test_fake',
    });
    expect(received[0]?.params).toEqual({
      mode: 'subscription',
      customer: 'cus_1',
      client_reference_id: 'org1',
      'line_items[0][price]': 'price_team',
      'line_items[0][quantity]': '1',
      success_url: 'https://app.example.test/checkout-success?plan=team&value=49&currency=USD',
      cancel_url: 'https://app.example.test/checkout-cancel?plan=team',
      'metadata[tid]': 'org1',
      'metadata[plan]': 'team',
      'subscription_data[metadata][tid]': 'org1',
      'subscription_data[metadata][plan]': 'team',
    });
  });

  it("moves the subscription's item to the new plan's price with proration invoiced at once", async () => {
    await provider.changeSubscription({
      tid: 'org1',
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
      plan: 'business',
    });
    expect(received.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/subscriptions/sub_1',
      'POST /v1/subscriptions/sub_1',
    ]);
    expect(received[1]?.params).toEqual({
      'items[0][id]': 'si_1',
      'items[0][price]': 'price_business',
      proration_behavior: 'always_invoice',
      'metadata[plan]': 'business',
    });
  });

  it('opens a customer portal session that returns to /admin', async () => {
    expect(await provider.portalUrl({ customerId: 'cus_1' })).toBe(
      'https://billing.stripe.com/p/session/bps_1',
    );
    expect(received).toEqual([
      {
        method: 'POST',
        path: '/v1/billing_portal/sessions',
        params: { customer: 'cus_1', return_url: 'https://app.example.test/admin' },
        authorization: 'Bearer sk_test_fake',
        idempotencyKey: expect.any(String) as string,
      },
    ]);
  });

  it('creates one customer per organisation (idempotency key) and cancels a subscription prorated', async () => {
    expect(
      await provider.createCustomer({ tid: 'org1', email: 'owner@example.test', name: 'Olive Audits' }),
    ).toBe('cus_new');
    await provider.cancelSubscription({
      tid: 'org1',
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
      plan: 'team',
    });
    expect(received[0]).toMatchObject({
      method: 'POST',
      path: '/v1/customers',
      idempotencyKey: 'customer-org1',
      params: { name: 'Olive Audits', email: 'owner@example.test', 'metadata[tid]': 'org1' },
    });
    expect(received[1]).toMatchObject({
      method: 'DELETE',
      path: '/v1/subscriptions/sub_1',
      params: { prorate: 'true' },
    });
  });
});
