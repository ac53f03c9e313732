// The local test-billing provider (no Stripe key): plays Checkout, plan changes and invoices the
// way Stripe does, ending in the same webhook events — shaped like Stripe's, signed with the
// Stripe SDK's own test helper and POSTed to the real stripeWebhook — so the local stack and
// the tests exercise the real webhook path. Its checkout and portal pages are the admin page's
// test-billing dialogs (`/admin?testCheckout=…`, `/admin?testPortal=1`).
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { PaidPlanId } from '@assay/domain/billing';
import type { BillingProvider, SubscriptionRef } from './provider.ts';

/**
 * The emulators' webhook secret and price ids. Not secrets: they verify only on the emulators
 * (a deployment verifies with its declared STRIPE_WEBHOOK_SECRET and never plays test billing).
 */
export const LOCAL_WEBHOOK_SECRET = 'whsec_assay_local_test_billing';
export const LOCAL_PRICE_IDS: Record<PaidPlanId, string> = {
  team: 'price_test_team',
  business: 'price_test_business',
};

export interface TestBillingConfig {
  priceIds: Record<PaidPlanId, string>;
  webhookUrl: string;
  webhookSecret: string;
  now?: () => Date;
}

/** The buttons of the test checkout and portal pages. */
export interface TestBillingPlayer {
  /** Pay: checkout.session.completed, customer.subscription.created, invoice.paid. */
  completeCheckout(request: {
    tid: string;
    customerId: string;
    sessionId: string;
    plan: PaidPlanId;
  }): Promise<void>;
  /** A renewal fails: invoice.payment_failed, customer.subscription.updated (past_due). */
  failPayment(request: SubscriptionRef & { plan: PaidPlanId }): Promise<void>;
  /** The open invoice is paid: invoice.paid, customer.subscription.updated (active). */
  payInvoice(request: SubscriptionRef & { plan: PaidPlanId }): Promise<void>;
}

const STRIPE_API_VERSION = '2026-10-28.endive';
const PERIOD_SECONDS = 30 * 86_400;

function stripeId(prefix: string): string {
  return `${prefix}_test_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

export interface StripeShapedEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: string;
  data: { object: Record<string, unknown> };
}

/** A Stripe-shaped event (the fields Stripe sends that the webhook reads, and a few more). */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  created: number,
  id = stripeId('evt'),
): StripeShapedEvent {
  return {
    id,
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

export function subscriptionObject(args: {
  tid: string;
  customerId: string;
  subscriptionId: string;
  priceId: string;
  plan: PaidPlanId;
  status: string;
  periodEnd: number;
}) {
  return {
    id: args.subscriptionId,
    object: 'subscription',
    customer: args.customerId,
    status: args.status,
    cancel_at_period_end: false,
    metadata: { tid: args.tid, plan: args.plan },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${args.subscriptionId}`,
          object: 'subscription_item',
          price: { id: args.priceId, object: 'price' },
          quantity: 1,
          current_period_end: args.periodEnd,
          current_period_start: args.periodEnd - PERIOD_SECONDS,
        },
      ],
    },
  };
}

export function invoiceObject(args: {
  customerId: string;
  subscriptionId: string;
  status: 'paid' | 'open';
  amountDue?: number;
}) {
  return {
    id: stripeId('in'),
    object: 'invoice',
    customer: args.customerId,
    status: args.status,
    amount_due: args.amountDue ?? 0,
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: args.subscriptionId, metadata: {} },
    },
  };
}

/** Signs `payload` as Stripe does (the SDK's own helper), for the webhook to verify. */
export function signPayload(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp !== undefined ? { timestamp } : {}),
  });
}

export function testBillingProvider(
  config: TestBillingConfig,
): BillingProvider & { player: TestBillingPlayer } {
  const now = config.now ?? (() => new Date());
  const seconds = () => Math.floor(now().getTime() / 1000);

  /** Delivers events one by one, in order, as Stripe would; a refused delivery is an error. */
  async function deliver(events: StripeShapedEvent[]): Promise<void> {
    for (const event of events) {
      const payload = JSON.stringify(event);
      const response = await fetch(config.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signPayload(payload, config.webhookSecret),
        },
        body: payload,
      });
      if (!response.ok)
        throw new Error(
          `The webhook refused ${event.type} (${response.status}): ${(await response.text()).slice(0, 200)}`,
        );
    }
  }

  const subscription = (ref: SubscriptionRef, plan: PaidPlanId, status: string) =>
    subscriptionObject({
      ...ref,
      priceId: config.priceIds[plan],
      plan,
      status,
      periodEnd: seconds() + PERIOD_SECONDS,
    });

  return {
    kind: 'test',
    createCustomer: () => Promise.resolve(stripeId('cus')),
    startCheckout: () => {
      const sessionId = stripeId('cs');
      return Promise.resolve({ sessionId, url: `/admin?testCheckout=${sessionId}` });
    },
    async changeSubscription(request) {
      const at = seconds();
      await deliver([
        stripeEvent('customer.subscription.updated', subscription(request, request.plan, 'active'), at),
        stripeEvent(
          'invoice.paid',
          invoiceObject({
            customerId: request.customerId,
            subscriptionId: request.subscriptionId,
            status: 'paid',
          }),
          at,
        ),
      ]);
    },
    async cancelSubscription(request) {
      await deliver([
        stripeEvent(
          'customer.subscription.deleted',
          subscription(request, request.plan, 'canceled'),
          seconds(),
        ),
      ]);
    },
    portalUrl: () => Promise.resolve('/admin?testPortal=1'),
    player: {
      async completeCheckout({ tid, customerId, sessionId, plan }) {
        const ref = { tid, customerId, subscriptionId: stripeId('sub') };
        const at = seconds();
        await deliver([
          stripeEvent(
            'checkout.session.completed',
            {
              id: sessionId,
              object: 'checkout.session',
              mode: 'subscription',
              status: 'complete',
              payment_status: 'paid',
              customer: customerId,
              subscription: ref.subscriptionId,
              client_reference_id: tid,
              metadata: { tid, plan },
            },
            at,
          ),
          stripeEvent('customer.subscription.created', subscription(ref, plan, 'active'), at),
          stripeEvent(
            'invoice.paid',
            invoiceObject({ customerId, subscriptionId: ref.subscriptionId, status: 'paid' }),
            at,
          ),
        ]);
      },
      async failPayment(request) {
        const at = seconds();
        await deliver([
          stripeEvent(
            'invoice.payment_failed',
            invoiceObject({
              customerId: request.customerId,
              subscriptionId: request.subscriptionId,
              status: 'open',
            }),
            at,
          ),
          stripeEvent('customer.subscription.updated', subscription(request, request.plan, 'past_due'), at),
        ]);
      },
      async payInvoice(request) {
        const at = seconds();
        await deliver([
          stripeEvent(
            'invoice.paid',
            invoiceObject({
              customerId: request.customerId,
              subscriptionId: request.subscriptionId,
              status: 'paid',
            }),
            at,
          ),
          stripeEvent('customer.subscription.updated', subscription(request, request.plan, 'active'), at),
        ]);
      },
    },
  };
}
