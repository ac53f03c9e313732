// Stripe: Checkout for a first paid plan, prorated subscription updates, cancellation and the
// customer portal. Stripe then reports every change to stripeWebhook.
import Stripe from 'stripe';
import { returnPath } from '@assay/domain/billing';
import type { PaidPlanId } from '@assay/domain/billing';
import type { BillingProvider } from './provider.ts';

export interface StripeConfig {
  secretKey: string;
  priceIds: Record<PaidPlanId, string>;
  appOrigin: string;
  /** Where Stripe's API is; api.stripe.com unless given (tests point the SDK at a local fake). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

export function stripeProvider(config: StripeConfig): BillingProvider {
  const stripe = new Stripe(config.secretKey, config.api ? { ...config.api } : {});
  const back = (path: string) => new URL(path, config.appOrigin).toString();
  return {
    kind: 'stripe',
    async createCustomer({ tid, email, name }) {
      const customer = await stripe.customers.create(
        { name, ...(email ? { email } : {}), metadata: { tid } },
        { idempotencyKey: `customer-${tid}` },
      );
      return customer.id;
    },
    async startCheckout({ tid, customerId, plan }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        client_reference_id: tid,
        line_items: [{ price: config.priceIds[plan], quantity: 1 }],
        success_url: back(returnPath('/checkout-success', plan)),
        cancel_url: back(returnPath('/checkout-cancel', plan)),
        metadata: { tid, plan },
        subscription_data: { metadata: { tid, plan } },
      });
      if (!session.url) throw new Error('Stripe returned a Checkout session without a URL');
      return { sessionId: session.id, url: session.url };
    },
    async changeSubscription({ subscriptionId, plan }) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new Error('Subscription has no item to change');
      await stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price: config.priceIds[plan] }],
        proration_behavior: 'always_invoice',
        metadata: { plan },
      });
    },
    async cancelSubscription({ subscriptionId }) {
      await stripe.subscriptions.cancel(subscriptionId, { prorate: true });
    },
    async portalUrl({ customerId }) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: back('/admin'),
      });
      return session.url;
    },
  };
}
