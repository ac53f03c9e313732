// @assay/domain/billing — plan prices, the subscription state the webhook keeps (ordered,
// idempotent application of Stripe's events), the grace period, downgrade blockers and the
// billing-* contracts.
export {
  DEFAULT_GRACE_DAYS,
  billingOverviewSchema,
  defaultPlanPrices,
  isPaidPlan,
  paidPlanIdSchema,
  paidPlanIds,
  planPriceSchema,
  subscriptionStatusSchema,
  subscriptionStatuses,
} from './billing.ts';
export type { BillingOverview, PaidPlanId, PlanPrice, SubscriptionStatus } from './billing.ts';
export {
  applyBillingEvent,
  billingAccess,
  billingEventTypes,
  emptyBillingState,
  isNotOlder,
} from './state.ts';
export type {
  ApplyOutcome,
  BillingEvent,
  BillingEventType,
  BillingState,
  CheckoutEvent,
  EventClock,
  InvoiceEvent,
  SubscriptionEvent,
} from './state.ts';
export { describeBlockers, downgradeBlockers } from './downgrade.ts';
export type { DowngradeBlocker, DowngradeLimit, DowngradeUsage } from './downgrade.ts';
export { returnPath } from './return-path.ts';
export { billingContracts, testBillingActions } from './contracts.ts';
export type { TestBillingAction } from './contracts.ts';
export {
  PLAN_OVERRIDE_DAYS_MAX,
  PLAN_OVERRIDE_REASON_MAX,
  overrideEndProblem,
  overrideInForce,
  planInForce,
  planOverrideNoticeSchema,
  planOverrideReasonSchema,
  planOverrideSchema,
} from './override.ts';
export type { PlanOverride, PlanOverrideNotice } from './override.ts';
