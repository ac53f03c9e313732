// The organisation's subscription as the webhook keeps it. Stripe delivers events at least once
// and in any order; `applyBillingEvent` makes processing order-independent: each event carries
// the time Stripe created it, and an event older than what the state already reflects changes
// nothing. Subscription and invoice events keep separate clocks (a late invoice.paid must not
// undo a newer plan change, and the other way round). Replays of one event id are filtered
// before this (the processed-events record), so this function only has to order distinct events.
import type { PlanId } from '../plans/index.ts';
import type { PaidPlanId, SubscriptionStatus } from './billing.ts';

/** Seconds since the epoch (Stripe's `created`) and the event's rank among events of the same second. */
export interface EventClock {
  at: number;
  rank: number;
}

export interface BillingState {
  customerId: string | null;
  subscriptionId: string | null;
  status: SubscriptionStatus;
  /** The plan the subscription pays for (free when none). */
  plan: PlanId;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  paymentFailedAt: string | null;
  subscriptionClock: EventClock | null;
  invoiceClock: EventClock | null;
  /** A checkout session started and not completed or cancelled yet. */
  pendingCheckout: { sessionId: string; plan: PaidPlanId; createdAt: string } | null;
}

export const emptyBillingState: BillingState = {
  customerId: null,
  subscriptionId: null,
  status: 'none',
  plan: 'free',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  paymentFailedAt: null,
  subscriptionClock: null,
  invoiceClock: null,
  pendingCheckout: null,
};

interface EventBase {
  /** Stripe's event id (`evt_…`). */
  id: string;
  /** Stripe's `created`, seconds. */
  created: number;
  customerId: string;
}

export interface CheckoutEvent extends EventBase {
  type: 'checkout.session.completed';
  subscriptionId: string;
  plan: PaidPlanId;
  sessionId: string;
}

export interface SubscriptionEvent extends EventBase {
  type: 'customer.subscription.created' | 'customer.subscription.updated' | 'customer.subscription.deleted';
  subscriptionId: string;
  status: SubscriptionStatus;
  plan: PaidPlanId;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

export interface InvoiceEvent extends EventBase {
  type: 'invoice.paid' | 'invoice.payment_failed';
  subscriptionId: string | null;
}

/** Billing events as the product understands them, parsed from Stripe's webhook events. */
export type BillingEvent = CheckoutEvent | SubscriptionEvent | InvoiceEvent;

export type BillingEventType = BillingEvent['type'];
export const billingEventTypes = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const satisfies readonly BillingEventType[];

/**
 * The order of events created in the same second. A subscription is created by its checkout,
 * then updated, and deletion is final; a payment that succeeds after one that failed in the
 * same second settles the invoice.
 */
const rankOf: Record<BillingEventType, number> = {
  'checkout.session.completed': 1,
  'customer.subscription.created': 2,
  'customer.subscription.updated': 3,
  'customer.subscription.deleted': 4,
  'invoice.payment_failed': 1,
  'invoice.paid': 2,
};

/** Whether `event` is not older than `clock` (ties of second and rank apply: distinct events, same moment). */
export function isNotOlder(clock: EventClock | null, event: EventClock): boolean {
  if (!clock) return true;
  return event.at > clock.at || (event.at === clock.at && event.rank >= clock.rank);
}

/** Statuses in which the subscription pays for its plan (past_due: still in Stripe's retries). */
const payingStatuses: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due'];
/** Terminal: Stripe never moves a subscription out of these (unpaid can still be paid). */
const endedStatuses: readonly SubscriptionStatus[] = ['canceled', 'incomplete_expired'];

function planFor(status: SubscriptionStatus, plan: PaidPlanId, previous: PlanId): PlanId {
  if (payingStatuses.includes(status)) return plan;
  if (status === 'incomplete' || status === 'paused') return previous === 'free' ? 'free' : previous;
  return 'free';
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

export type ApplyOutcome =
  | { changed: true; state: BillingState; summary: string }
  | { changed: false; state: BillingState; reason: string };

/**
 * The state after `event`, or the same state with the reason it was ignored. Pure: the webhook
 * runs it inside the transaction that also records the event id.
 */
export function applyBillingEvent(state: BillingState, event: BillingEvent): ApplyOutcome {
  if (state.customerId !== null && state.customerId !== event.customerId)
    return { changed: false, state, reason: 'another customer' };
  switch (event.type) {
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return applyInvoice(state, event);
    case 'checkout.session.completed':
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return applySubscription(state, event);
  }
}

function hasEnded(state: BillingState): boolean {
  return state.subscriptionId !== null && endedStatuses.includes(state.status);
}

function applyInvoice(state: BillingState, event: InvoiceEvent): ApplyOutcome {
  const clock: EventClock = { at: event.created, rank: rankOf[event.type] };
  if (event.subscriptionId === null) return { changed: false, state, reason: 'not a subscription invoice' };
  if (state.subscriptionId !== null && state.subscriptionId !== event.subscriptionId)
    return { changed: false, state, reason: 'another subscription' };
  if (hasEnded(state)) return { changed: false, state, reason: 'the subscription has ended' };
  if (!isNotOlder(state.invoiceClock, clock))
    return { changed: false, state, reason: 'older than the last invoice event' };
  const paymentFailedAt =
    event.type === 'invoice.paid' ? null : (state.paymentFailedAt ?? iso(event.created));
  return {
    changed: true,
    state: { ...state, customerId: event.customerId, paymentFailedAt, invoiceClock: clock },
    summary: event.type === 'invoice.paid' ? 'Invoice paid' : 'Payment failed',
  };
}

function applySubscription(state: BillingState, event: CheckoutEvent | SubscriptionEvent): ApplyOutcome {
  const clock: EventClock = { at: event.created, rank: rankOf[event.type] };
  const ended = hasEnded(state);
  // One subscription at a time: events of another one apply only once the current one has
  // ended (a new subscription after a cancellation), and never a deletion. A new subscription
  // starts its own story: the ended one's clock does not hold it back.
  const current = state.subscriptionId === null || state.subscriptionId === event.subscriptionId;
  if (!current && (!ended || event.type === 'customer.subscription.deleted'))
    return { changed: false, state, reason: 'another subscription' };
  if (current && ended) return { changed: false, state, reason: 'the subscription has ended' };
  if (current && !isNotOlder(state.subscriptionClock, clock))
    return { changed: false, state, reason: 'older than the last subscription event' };
  const base: BillingState = {
    ...state,
    customerId: event.customerId,
    subscriptionId: event.subscriptionId,
    subscriptionClock: clock,
  };
  // A new subscription starts clean: nothing is owed on it yet.
  const fresh = current ? {} : { paymentFailedAt: null, invoiceClock: null, cancelAtPeriodEnd: false };

  if (event.type === 'checkout.session.completed') {
    // Checkout completes before Stripe reports the subscription: it is active from here.
    const status: SubscriptionStatus = current && state.status !== 'none' ? state.status : 'active';
    return {
      changed: true,
      state: {
        ...base,
        ...fresh,
        status,
        plan: planFor(status, event.plan, state.plan),
        pendingCheckout: state.pendingCheckout?.sessionId === event.sessionId ? null : state.pendingCheckout,
      },
      summary: 'Checkout completed',
    };
  }

  if (event.type === 'customer.subscription.deleted') {
    // Nothing is owed once the subscription has ended.
    return {
      changed: true,
      state: {
        ...base,
        status: 'canceled',
        plan: 'free',
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        paymentFailedAt: null,
        invoiceClock: null,
      },
      summary: 'Subscription ended',
    };
  }

  const paying = payingStatuses.includes(event.status);
  return {
    changed: true,
    state: {
      ...base,
      ...fresh,
      status: event.status,
      plan: planFor(event.status, event.plan, current ? state.plan : 'free'),
      currentPeriodEnd: event.currentPeriodEnd,
      cancelAtPeriodEnd: event.cancelAtPeriodEnd,
      // A paying subscription means the checkout that started it is over, whichever event came first.
      pendingCheckout: paying ? null : state.pendingCheckout,
    },
    summary: event.type === 'customer.subscription.created' ? 'Subscription started' : 'Subscription updated',
  };
}

/** When the organisation turns read-only after a failed payment, and whether it is now. */
export function billingAccess(
  state: Pick<BillingState, 'paymentFailedAt'>,
  now: Date,
  graceDays: number,
): { readOnlyFrom: string | null; readOnly: boolean } {
  if (!state.paymentFailedAt) return { readOnlyFrom: null, readOnly: false };
  const from = Date.parse(state.paymentFailedAt) + graceDays * 86_400_000;
  return { readOnlyFrom: new Date(from).toISOString(), readOnly: now.getTime() >= from };
}
