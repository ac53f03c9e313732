import { z } from 'zod';
import { isoDateTimeSchema } from '../ids/index.ts';
import { planIdSchema, planLimitsSchema } from '../plans/index.ts';
import type { PlanId } from '../plans/index.ts';
import { planOverrideNoticeSchema } from './override.ts';

/** Stripe's subscription statuses, plus `none` for an organisation that never subscribed. */
export const subscriptionStatuses = [
  'none',
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'canceled',
  'paused',
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
export const subscriptionStatusSchema = z.enum(subscriptionStatuses);

/** Paid plans: the ones Checkout and subscription updates deal in. */
export const paidPlanIds = ['team', 'business'] as const satisfies readonly PlanId[];
export type PaidPlanId = (typeof paidPlanIds)[number];
export const paidPlanIdSchema = z.enum(paidPlanIds);

export function isPaidPlan(plan: PlanId): plan is PaidPlanId {
  return (paidPlanIds as readonly string[]).includes(plan);
}

export interface PlanPrice {
  /** Per month, in the currency's minor unit (cents). */
  amount: number;
  currency: 'usd' | 'eur' | 'gbp';
}

/** Monthly list prices shown on the admin page; Stripe's price ids come from the functions' configuration. */
export const defaultPlanPrices: Readonly<Record<PlanId, PlanPrice>> = {
  free: { amount: 0, currency: 'usd' },
  team: { amount: 4900, currency: 'usd' },
  business: { amount: 24900, currency: 'usd' },
};

/** Days an organisation keeps writing after a failed payment before it turns read-only. */
export const DEFAULT_GRACE_DAYS = 7;

export const planPriceSchema = z.strictObject({
  amount: z.number().int().min(0),
  currency: z.enum(['usd', 'eur', 'gbp']),
});

/** Where a paid plan came from and what it is doing now, as the admin page shows it. */
export const billingOverviewSchema = z.strictObject({
  plan: planIdSchema,
  status: subscriptionStatusSchema,
  /** `stripe` in production; `test` is the local test-billing provider. */
  provider: z.enum(['stripe', 'test']),
  currentPeriodEnd: isoDateTimeSchema.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** When the unpaid invoice first failed; null when nothing is owed. */
  paymentFailedAt: isoDateTimeSchema.nullable(),
  /** When the organisation becomes (or became) read-only unless paid. */
  readOnlyFrom: isoDateTimeSchema.nullable(),
  readOnly: z.boolean(),
  graceDays: z.number().int().min(0),
  /** A checkout started and not finished (the test checkout page shows it). */
  pendingCheckout: z.strictObject({ plan: paidPlanIdSchema }).nullable(),
  plans: z
    .array(z.strictObject({ id: planIdSchema, price: planPriceSchema, limits: planLimitsSchema }))
    .max(10),
  usage: z.strictObject({ tenants: z.number().int().min(0), members: z.number().int().min(0) }),
  /** A plan Assay support set over `plan` until `endsAt` (null when none is in force). */
  override: planOverrideNoticeSchema.nullable(),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;
