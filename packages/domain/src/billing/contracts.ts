import { z } from 'zod';
import { defineArea } from '../contracts/define.ts';
import { planIdSchema } from '../plans/index.ts';
import { billingOverviewSchema } from './billing.ts';

/** Where the browser goes next: a Stripe page (absolute URL) or a path of this app. */
const redirectSchema = z.strictObject({ redirectTo: z.string() });

/** What the local test-billing provider's checkout and portal pages can do (SPEC §4). */
export const testBillingActions = [
  'cancelCheckout',
  'payCheckout',
  'declineCheckout',
  'failPayment',
  'payInvoice',
] as const;
export type TestBillingAction = (typeof testBillingActions)[number];

export const billingContracts = defineArea('billing', {
  /** Plan, subscription status, renewal, payment failure and read-only state, with the plans to compare. */
  get: {
    description: 'The plan and billing state of the organisation, with every plan to compare.',
    access: { audience: 'member', minRole: 'viewer' },
    mutation: false,
    input: z.strictObject({}),
    output: billingOverviewSchema,
  },

  /**
   * Moves the organisation to `plan`: Checkout for a first paid plan, a prorated subscription
   * update between paid plans, cancellation for free. A downgrade below current usage is
   * refused (failed-precondition, details.blockers says what to remove first). The same plan
   * changes nothing and sends the browser back to /admin.
   */
  changePlan: {
    description: 'Start checkout, upgrade, or downgrade the plan of the organisation.',
    access: { audience: 'member', minRole: 'admin' },
    mutation: true,
    input: z.strictObject({ plan: planIdSchema }),
    output: redirectSchema.extend({ outcome: z.enum(['unchanged', 'checkout', 'upgraded', 'downgraded']) }),
  },

  /** The billing portal (payment methods, invoices): Stripe's customer portal, or the test portal. */
  openPortal: {
    description: 'Open the billing portal for payment methods and invoices.',
    access: { audience: 'member', minRole: 'admin' },
    mutation: true,
    input: z.strictObject({}),
    output: redirectSchema,
  },

  /**
   * The local test-billing provider's buttons (no Stripe key configured): pay, decline or cancel
   * the pending checkout, fail or pay the current invoice. Each sends the webhook events Stripe
   * would, signed, to the real webhook. Refused (failed-precondition) when Stripe is configured.
   * Cancelling when no checkout is pending changes nothing.
   */
  simulate: {
    description: 'Play a step of the local test-billing provider (local and test only).',
    access: { audience: 'member', minRole: 'admin' },
    mutation: true,
    input: z.strictObject({ action: z.enum(testBillingActions) }),
    output: z.strictObject({ redirectTo: z.string().nullable(), message: z.string() }),
  },
});
