// Stripe webhook events → the billing events the product understands (@assay/domain/billing).
// Only the fields the state needs are read, leniently (Stripe adds fields with every API
// version); an event of another type, or about a price that is not one of our plans, is null.
import { z } from 'zod';
import { billingEventTypes, subscriptionStatuses } from '@assay/domain/billing';
import type { BillingEvent, PaidPlanId } from '@assay/domain/billing';

const idOrObject = z
  .union([z.string(), z.object({ id: z.string() })])
  .transform((value) => (typeof value === 'string' ? value : value.id));

const eventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string(),
  created: z.number().int(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const checkoutSchema = z.object({
  id: z.string(),
  mode: z.string().optional(),
  customer: idOrObject,
  subscription: idOrObject,
  metadata: z.object({ plan: z.string().optional() }).nullish(),
});

const subscriptionSchema = z.object({
  id: z.string(),
  customer: idOrObject,
  status: z.enum(subscriptionStatuses),
  cancel_at_period_end: z.boolean().default(false),
  items: z.object({
    data: z
      .array(
        z.object({ price: z.object({ id: z.string() }), current_period_end: z.number().int().nullish() }),
      )
      .min(1),
  }),
  /** Older API versions kept the period on the subscription. */
  current_period_end: z.number().int().nullish(),
});

const invoiceSchema = z.object({
  id: z.string(),
  customer: idOrObject,
  /** Older API versions. */
  subscription: idOrObject.nullish(),
  parent: z.object({ subscription_details: z.object({ subscription: idOrObject }).nullish() }).nullish(),
});

export type ParsedEvent = { event: BillingEvent } | { ignored: string };

/** The product's view of a verified Stripe event, or why it is ignored. */
export function parseStripeEvent(raw: unknown, priceIds: Record<PaidPlanId, string>): ParsedEvent {
  const envelope = eventSchema.safeParse(raw);
  if (!envelope.success) return { ignored: 'not an event' };
  const { id, type, created, data } = envelope.data;
  const known = billingEventTypes.find((candidate) => candidate === type);
  if (!known) return { ignored: `type ${type}` };
  const planOfPrice = (priceId: string): PaidPlanId | null =>
    (Object.entries(priceIds).find(([, value]) => value === priceId)?.[0] as PaidPlanId | undefined) ?? null;
  const isPaid = (plan: string | undefined): plan is PaidPlanId => plan === 'team' || plan === 'business';

  switch (known) {
    case 'checkout.session.completed': {
      const session = checkoutSchema.safeParse(data.object);
      if (!session.success) return { ignored: 'not a subscription checkout' };
      const plan = session.data.metadata?.plan;
      if (!isPaid(plan)) return { ignored: 'checkout without a plan' };
      return {
        event: {
          id,
          type: known,
          created,
          customerId: session.data.customer,
          subscriptionId: session.data.subscription,
          plan,
          sessionId: session.data.id,
        },
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = subscriptionSchema.safeParse(data.object);
      if (!subscription.success) return { ignored: 'malformed subscription' };
      const [item] = subscription.data.items.data;
      const plan = item ? planOfPrice(item.price.id) : null;
      if (!item || !plan) return { ignored: 'a price of no plan' };
      const periodEnd = item.current_period_end ?? subscription.data.current_period_end ?? null;
      return {
        event: {
          id,
          type: known,
          created,
          customerId: subscription.data.customer,
          subscriptionId: subscription.data.id,
          status: subscription.data.status,
          plan,
          currentPeriodEnd: periodEnd === null ? null : new Date(periodEnd * 1000).toISOString(),
          cancelAtPeriodEnd: subscription.data.cancel_at_period_end,
        },
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = invoiceSchema.safeParse(data.object);
      if (!invoice.success) return { ignored: 'malformed invoice' };
      const subscriptionId =
        invoice.data.parent?.subscription_details?.subscription ?? invoice.data.subscription ?? null;
      return { event: { id, type: known, created, customerId: invoice.data.customer, subscriptionId } };
    }
  }
}
