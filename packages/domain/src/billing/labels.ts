// How subscription states and billing changes are named to people, without zod (screens on a
// first route and the audit views name them).
import type { AuditLabels } from '../audit/labels.ts';
import type { SubscriptionStatus } from './billing.ts';
import type { BillingEventType } from './state.ts';

export const subscriptionStatusNames: Record<SubscriptionStatus, string> = {
  none: 'No subscription',
  incomplete: 'Awaiting payment',
  incomplete_expired: 'Checkout expired',
  trialing: 'Trial',
  active: 'Active',
  past_due: 'Payment overdue',
  unpaid: 'Unpaid',
  canceled: 'Cancelled',
  paused: 'Paused',
};

/** How the audit log names each billing change: the callables', and Stripe's events the webhook applies. */
export const billingAuditLabels = {
  'billing-changePlan': 'Plan change requested',
  'billing-openPortal': 'Billing portal opened',
  'billing-simulate': 'Test payment',
  'checkout.session.completed': 'Checkout completed',
  'customer.subscription.created': 'Subscription started',
  'customer.subscription.updated': 'Subscription changed',
  'customer.subscription.deleted': 'Subscription ended',
  'invoice.paid': 'Invoice paid',
  'invoice.payment_failed': 'Payment failed',
} satisfies AuditLabels<BillingEventType>;
