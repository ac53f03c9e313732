import { describe, expect, it } from 'vitest';
import { applyBillingEvent, billingAccess, emptyBillingState } from './state.ts';
import type { BillingEvent, BillingState } from './state.ts';

const T0 = 1_800_000_000;
const customer = 'cus_1';

function sub(
  type: 'customer.subscription.created' | 'customer.subscription.updated' | 'customer.subscription.deleted',
  created: number,
  extra: Partial<{
    plan: 'team' | 'business';
    status: BillingEvent extends infer E ? (E extends { status: infer S } ? S : never) : never;
    id: string;
    subscriptionId: string;
    cancelAtPeriodEnd: boolean;
  }> = {},
): BillingEvent {
  return {
    id: extra.id ?? `evt_${type}_${created}`,
    type,
    created,
    customerId: customer,
    subscriptionId: extra.subscriptionId ?? 'sub_1',
    status: extra.status ?? 'active',
    plan: extra.plan ?? 'team',
    currentPeriodEnd: new Date((created + 30 * 86_400) * 1000).toISOString(),
    cancelAtPeriodEnd: extra.cancelAtPeriodEnd ?? false,
  };
}

function invoice(
  type: 'invoice.paid' | 'invoice.payment_failed',
  created: number,
  subscriptionId: string | null = 'sub_1',
): BillingEvent {
  return { id: `evt_${type}_${created}`, type, created, customerId: customer, subscriptionId };
}

function checkout(
  created: number,
  plan: 'team' | 'business' = 'team',
  subscriptionId = 'sub_1',
): BillingEvent {
  return {
    id: `evt_checkout_${created}`,
    type: 'checkout.session.completed',
    created,
    customerId: customer,
    subscriptionId,
    plan,
    sessionId: 'cs_1',
  };
}

/** Applies events in order, skipping replays of an event id as the webhook's processed-events record does. */
function run(events: readonly BillingEvent[], start: BillingState = emptyBillingState): BillingState {
  const seen = new Set<string>();
  let state = start;
  for (const event of events) {
    if (seen.has(event.id)) continue;
    seen.add(event.id);
    state = applyBillingEvent(state, event).state;
  }
  return state;
}

/** Every order of `items` (small lists only). */
function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [items.slice()];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

/** What the admin page shows of a state (clocks are bookkeeping). */
const visible = (state: BillingState) => ({
  plan: state.plan,
  status: state.status,
  subscriptionId: state.subscriptionId,
  paymentFailedAt: state.paymentFailedAt,
  cancelAtPeriodEnd: state.cancelAtPeriodEnd,
});

describe('applyBillingEvent', () => {
  it('puts the organisation on the paid plan when checkout completes', () => {
    const state = run([checkout(T0, 'business')]);
    expect(visible(state)).toEqual({
      plan: 'business',
      status: 'active',
      subscriptionId: 'sub_1',
      paymentFailedAt: null,
      cancelAtPeriodEnd: false,
    });
  });

  it('ignores an update older than the one already applied', () => {
    const upgraded = run([
      sub('customer.subscription.created', T0),
      sub('customer.subscription.updated', T0 + 60, { plan: 'business' }),
    ]);
    const outcome = applyBillingEvent(
      upgraded,
      sub('customer.subscription.updated', T0 + 30, { plan: 'team', id: 'evt_late' }),
    );
    expect(outcome.changed).toBe(false);
    expect(outcome.state.plan).toBe('business');
  });

  it('orders events of the same second by their place in the subscription lifecycle', () => {
    const state = run([
      sub('customer.subscription.deleted', T0, { status: 'canceled' }),
      sub('customer.subscription.created', T0),
      checkout(T0),
    ]);
    expect(visible(state)).toMatchObject({ plan: 'free', status: 'canceled' });
  });

  it('never revives a deleted subscription with a late event of it', () => {
    const state = run([
      sub('customer.subscription.created', T0),
      sub('customer.subscription.deleted', T0 + 100, { status: 'canceled' }),
    ]);
    expect(applyBillingEvent(state, invoice('invoice.payment_failed', T0 + 50)).changed).toBe(false);
    expect(
      applyBillingEvent(state, sub('customer.subscription.updated', T0 + 200, { id: 'evt_zombie' })).changed,
    ).toBe(false);
  });

  it('starts a new subscription after the previous one ended', () => {
    const ended = run([
      sub('customer.subscription.created', T0),
      invoice('invoice.payment_failed', T0 + 10),
      sub('customer.subscription.deleted', T0 + 100, { status: 'canceled' }),
    ]);
    const state = run([checkout(T0 + 50, 'business', 'sub_2')], ended);
    expect(visible(state)).toEqual({
      plan: 'business',
      status: 'active',
      subscriptionId: 'sub_2',
      paymentFailedAt: null,
      cancelAtPeriodEnd: false,
    });
  });

  it('refuses a deletion of another subscription than the current one', () => {
    const state = run([sub('customer.subscription.created', T0, { subscriptionId: 'sub_2' })]);
    expect(
      applyBillingEvent(state, sub('customer.subscription.deleted', T0 + 10, { status: 'canceled' })).changed,
    ).toBe(false);
  });

  it('ignores events of another customer', () => {
    const state = run([checkout(T0)]);
    expect(
      applyBillingEvent(state, { ...invoice('invoice.payment_failed', T0 + 5), customerId: 'cus_other' })
        .changed,
    ).toBe(false);
  });

  it('keeps the time of the first failure while retries keep failing, and clears it when paid', () => {
    const failed = run([
      checkout(T0),
      invoice('invoice.payment_failed', T0 + 100),
      { ...invoice('invoice.payment_failed', T0 + 200), id: 'evt_retry' },
    ]);
    expect(failed.paymentFailedAt).toBe(new Date((T0 + 100) * 1000).toISOString());
    expect(run([invoice('invoice.paid', T0 + 300)], failed).paymentFailedAt).toBeNull();
  });

  it('does not let a late failure undo a newer payment', () => {
    const state = run([
      checkout(T0),
      invoice('invoice.paid', T0 + 300),
      invoice('invoice.payment_failed', T0 + 100),
    ]);
    expect(state.paymentFailedAt).toBeNull();
  });

  it('keeps the paid plan while Stripe retries a failed payment (past_due)', () => {
    const state = run([
      checkout(T0, 'business'),
      sub('customer.subscription.updated', T0 + 10, { status: 'past_due', plan: 'business' }),
    ]);
    expect(state.plan).toBe('business');
  });

  it('drops to free when the subscription becomes unpaid', () => {
    expect(
      run([checkout(T0), sub('customer.subscription.updated', T0 + 10, { status: 'unpaid' })]).plan,
    ).toBe('free');
  });

  it('clears the pending checkout once the subscription is paying, whichever event comes first', () => {
    const pending: BillingState = {
      ...emptyBillingState,
      pendingCheckout: { sessionId: 'cs_1', plan: 'team', createdAt: '2027-01-01T00:00:00.000Z' },
    };
    expect(run([sub('customer.subscription.created', T0), checkout(T0)], pending).pendingCheckout).toBeNull();
    expect(run([checkout(T0)], pending).pendingCheckout).toBeNull();
  });

  // A whole story: checkout, upgrade, a failed renewal, its payment, then cancellation.
  const story: BillingEvent[] = [
    checkout(T0),
    sub('customer.subscription.created', T0),
    invoice('invoice.paid', T0),
    sub('customer.subscription.updated', T0 + 100, { plan: 'business' }),
    invoice('invoice.payment_failed', T0 + 200),
    invoice('invoice.paid', T0 + 300),
  ];

  it('ends in the same state for every delivery order of a story, each event delivered 3 times', () => {
    const expected = {
      plan: 'business',
      status: 'active',
      subscriptionId: 'sub_1',
      paymentFailedAt: null,
      cancelAtPeriodEnd: false,
    };
    for (const order of permutations(story)) {
      const tripled = order.flatMap((event) => [event, event, event]);
      expect(visible(run(tripled))).toEqual(expected);
    }
  });

  it('ends cancelled on free for every delivery order once the subscription is deleted', () => {
    const withEnd = [
      ...story.slice(1),
      sub('customer.subscription.deleted', T0 + 400, { status: 'canceled', plan: 'business' }),
    ];
    for (const order of permutations(withEnd)) {
      expect(visible(run([...order, ...order]))).toEqual({
        plan: 'free',
        status: 'canceled',
        subscriptionId: 'sub_1',
        paymentFailedAt: null,
        cancelAtPeriodEnd: false,
      });
    }
  });
});

describe('billingAccess', () => {
  const failedAt = '2027-03-01T12:00:00.000Z';

  it('is writable when nothing is owed', () => {
    expect(billingAccess({ paymentFailedAt: null }, new Date('2027-03-20T00:00:00Z'), 7)).toEqual({
      readOnlyFrom: null,
      readOnly: false,
    });
  });

  it('stays writable during the grace period and turns read-only when it ends', () => {
    expect(billingAccess({ paymentFailedAt: failedAt }, new Date('2027-03-08T11:59:59.999Z'), 7)).toEqual({
      readOnlyFrom: '2027-03-08T12:00:00.000Z',
      readOnly: false,
    });
    expect(
      billingAccess({ paymentFailedAt: failedAt }, new Date('2027-03-08T12:00:00.000Z'), 7).readOnly,
    ).toBe(true);
  });

  it('takes the grace period from configuration', () => {
    expect(
      billingAccess({ paymentFailedAt: failedAt }, new Date('2027-03-02T12:00:00.000Z'), 1).readOnly,
    ).toBe(true);
  });
});
