// The billing provider: the local test-billing provider on the emulators (the one switch,
// @assay/domain/deployment), Stripe everywhere else. Outside the emulators Stripe is required:
// without its settings every billing call answers failed-precondition naming the missing one.
// Both end in the same place: signed webhook events delivered to stripeWebhook, which alone
// changes the organisation's plan.
import type { PaidPlanId } from '@assay/domain/billing';
import { stripeSettings } from '../config/settings.ts';
import { env } from '../env.ts';
import { stripeProvider } from './stripe-provider.ts';
import { LOCAL_PRICE_IDS, LOCAL_WEBHOOK_SECRET, testBillingProvider } from './test-provider.ts';
import type { TestBillingPlayer } from './test-provider.ts';

export interface SubscriptionRef {
  tid: string;
  customerId: string;
  subscriptionId: string;
}

export interface BillingProvider {
  readonly kind: 'stripe' | 'test';
  /** A new customer for the organisation (its id is linked before anything is charged). */
  createCustomer(request: { tid: string; email: string | null; name: string }): Promise<string>;
  /** A Checkout session for a first paid plan; `url` is where the browser goes. */
  startCheckout(request: {
    tid: string;
    customerId: string;
    plan: PaidPlanId;
  }): Promise<{ sessionId: string; url: string }>;
  /** Moves the subscription to another paid plan, prorated. */
  changeSubscription(request: SubscriptionRef & { plan: PaidPlanId }): Promise<void>;
  /** Ends the subscription (a downgrade to free). */
  cancelSubscription(request: SubscriptionRef & { plan: PaidPlanId }): Promise<void>;
  /** The customer portal: payment methods and invoices. */
  portalUrl(request: { customerId: string }): Promise<string>;
  /** The test provider's checkout and invoice buttons; absent with Stripe. */
  readonly player?: TestBillingPlayer;
}

let provider: BillingProvider | undefined;

/** The provider of this deployment; throws failed-precondition when Stripe is not configured. */
export function billingProvider(): BillingProvider {
  if (provider) return provider;
  provider = env.localOnly.testBilling
    ? testBillingProvider({
        priceIds: LOCAL_PRICE_IDS,
        webhookUrl: env.localStack.billingWebhookUrl,
        webhookSecret: LOCAL_WEBHOOK_SECRET,
      })
    : stripeProvider(stripeSettings());
  return provider;
}
