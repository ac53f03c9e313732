// Billing against the emulators: the stripeWebhook HTTP function verifies Stripe signatures on
// the raw body and processes events once and in order; the test-billing provider plays
// Checkout through the same webhook; downgrades below usage are refused; a payment that failed
// longer ago than the grace period makes the organisation read-only until paid.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BillingOverview } from '@assay/domain/billing';
import {
  invoiceObject,
  LOCAL_PRICE_IDS,
  LOCAL_WEBHOOK_SECRET,
  signPayload,
  stripeEvent,
  subscriptionObject,
} from '../../src/billing/test-provider.ts';
import type { StripeShapedEvent } from '../../src/billing/test-provider.ts';
import { firestoreOrgData } from '../../src/data/org-data.ts';
import {
  adminDb,
  callFunction,
  callOk,
  createUser,
  FUNCTIONS_ORIGIN,
  PROJECT_ID,
  REGION,
  uniqueId,
} from './support/emulators.ts';
import type { TestUser } from './support/emulators.ts';
import { addTenant, createOrg } from './support/world.ts';
import type { TestOrg } from './support/world.ts';

const WEBHOOK_URL = `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/${REGION}/stripeWebhook`;
const secret = LOCAL_WEBHOOK_SECRET;
const priceIds = LOCAL_PRICE_IDS;
const DAY = 86_400;

async function post(
  body: string,
  signature: string,
): Promise<{ status: number; body: { outcome?: string } }> {
  const response = await fetch(WEBHOOK_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body,
  });
  return { status: response.status, body: (await response.json()) as { outcome?: string } };
}

function deliver(event: StripeShapedEvent) {
  const payload = JSON.stringify(event);
  return post(payload, signPayload(payload, secret));
}

async function ownerOfNewOrg(label: string): Promise<{ owner: TestUser; org: TestOrg }> {
  const uid = uniqueId(label);
  const tid = `org-${uid}`;
  const owner = await createUser(label, { tid, role: 'owner' });
  const org = await createOrg(label, 'free', [{ user: owner, role: 'owner' }], tid);
  return { owner, org };
}

/** Links a Stripe customer to the organisation, as the first checkout does. */
async function linkCustomer(org: TestOrg, customerId: string): Promise<void> {
  await firestoreOrgData(adminDb(), org.id, {
    actorUid: 'fixture',
    action: 'fixture',
    at: new Date().toISOString(),
  }).transaction(async (tx) => {
    const state = await tx.billing.state();
    tx.billing.linkCustomer(customerId);
    tx.billing.put({ ...state, customerId });
  });
}

const orgDoc = (org: TestOrg) => adminDb().collection('orgs').doc(org.id);

/** The events of one subscription's story, each type once, created at `t0` and later. */
function story(org: TestOrg, customerId: string, t0: number, options: { end?: boolean } = {}) {
  const ref = { tid: org.id, customerId, subscriptionId: `sub_${uniqueId('s').replace(/-/g, '')}` };
  const subscription = (plan: 'team' | 'business', status: string, at: number) =>
    subscriptionObject({ ...ref, priceId: priceIds[plan], plan, status, periodEnd: at + 30 * DAY });
  const events = [
    stripeEvent(
      'checkout.session.completed',
      {
        id: 'cs_test_story',
        object: 'checkout.session',
        mode: 'subscription',
        customer: customerId,
        subscription: ref.subscriptionId,
        metadata: { tid: org.id, plan: 'team' },
      },
      t0,
    ),
    stripeEvent('customer.subscription.created', subscription('team', 'active', t0), t0),
    stripeEvent(
      'invoice.paid',
      invoiceObject({ customerId, subscriptionId: ref.subscriptionId, status: 'paid' }),
      t0,
    ),
    stripeEvent('customer.subscription.updated', subscription('business', 'active', t0 + 100), t0 + 100),
    stripeEvent(
      'invoice.payment_failed',
      invoiceObject({ customerId, subscriptionId: ref.subscriptionId, status: 'open' }),
      t0 + 200,
    ),
    stripeEvent(
      'invoice.paid',
      invoiceObject({ customerId, subscriptionId: ref.subscriptionId, status: 'paid' }),
      t0 + 300,
    ),
    ...(options.end
      ? [
          stripeEvent(
            'customer.subscription.deleted',
            subscription('business', 'canceled', t0 + 400),
            t0 + 400,
          ),
        ]
      : []),
  ];
  return { ref, events };
}

describe('stripeWebhook', () => {
  let org: TestOrg;
  let owner: TestUser;

  beforeAll(async () => {
    ({ org, owner } = await ownerOfNewOrg('billing-sig'));
    await linkCustomer(org, 'cus_sig_test');
  });

  it('rejects a wrong signature, a stale one and a tampered body with 400, changing nothing', async () => {
    const { events } = story(org, 'cus_sig_test', Math.floor(Date.now() / 1000));
    const payload = JSON.stringify(events[0]);
    expect((await post(payload, signPayload(payload, 'whsec_not_ours'))).status).toBe(400);
    expect(
      (await post(payload, signPayload(payload, secret, Math.floor(Date.now() / 1000) - 400))).status,
    ).toBe(400);
    expect((await post(payload.replace('"team"', '"business"'), signPayload(payload, secret))).status).toBe(
      400,
    );
    expect((await post(payload, 'no signature at all')).status).toBe(400);
    expect((await orgDoc(org).get()).get('plan')).toBe('free');
    expect((await orgDoc(org).collection('billingEvents').get()).size).toBe(0);
    expect((await callOk<BillingOverview>('billing-get', {}, owner.idToken)).status).toBe('none');
  });

  it('ends in one correct state when each event type is delivered 3 times (at once) and out of order', async () => {
    const t0 = Math.floor(Date.now() / 1000) - 3600;
    const { ref, events } = story(org, 'cus_sig_test', t0);
    // Newest first, then the rest; each event three times concurrently.
    const order = [events[5], events[3], events[1], events[4], events[0], events[2]];
    const outcomes: string[] = [];
    for (const event of order) {
      if (!event) throw new Error('story too short');
      const answers = await Promise.all([deliver(event), deliver(event), deliver(event)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      outcomes.push(
        answers
          .map((answer) => answer.body.outcome ?? '')
          .sort()
          .join(' '),
      );
    }
    // One delivery of each event did the work (applied, or recorded as older), the other two
    // found it processed: the two newest changed the state, the older ones were too late.
    const once = (outcome: string) => `${outcome} duplicate duplicate`.split(' ').sort().join(' ');
    expect(outcomes).toEqual([
      once('applied'),
      once('applied'),
      once('ignored'),
      once('ignored'),
      once('ignored'),
      once('ignored'),
    ]);
    const overview = await callOk<BillingOverview>('billing-get', {}, owner.idToken);
    expect(overview).toMatchObject({
      plan: 'business',
      status: 'active',
      paymentFailedAt: null,
      readOnly: false,
    });
    expect((await orgDoc(org).get()).get('plan')).toBe('business');
    expect((await orgDoc(org).collection('billing').doc('subscription').get()).get('subscriptionId')).toBe(
      ref.subscriptionId,
    );
    expect((await orgDoc(org).collection('billingEvents').get()).size).toBe(6);

    // The end of the story, then its older events again: cancelled on free, for good.
    const ending = story(org, 'cus_sig_test', t0, { end: true }).events.at(-1);
    if (!ending) throw new Error('no ending');
    const deleted = {
      ...ending,
      data: {
        object: {
          ...ending.data.object,
          id: ref.subscriptionId,
          items: (ending.data.object as { items: unknown }).items,
        },
      },
    };
    for (const answer of await Promise.all([deliver(deleted), deliver(deleted), deliver(deleted)]))
      expect(answer.status).toBe(200);
    for (const event of events) await deliver({ ...event, id: `${event.id}_late` });
    expect(await callOk<BillingOverview>('billing-get', {}, owner.idToken)).toMatchObject({
      plan: 'free',
      status: 'canceled',
      paymentFailedAt: null,
    });
    expect((await orgDoc(org).get()).get('plan')).toBe('free');
  });
});

describe('test-billing checkout and plan changes', () => {
  it('upgrades free → team through the test checkout and the real webhook, then refuses a downgrade below usage', async () => {
    const { owner, org } = await ownerOfNewOrg('billing-upgrade');
    const started = await callOk<{ redirectTo: string; outcome: string }>(
      'billing-changePlan',
      { plan: 'team' },
      owner.idToken,
    );
    expect(started.outcome).toBe('checkout');
    expect(started.redirectTo).toMatch(/^\/admin\?testCheckout=cs_test_/);
    expect((await callOk<BillingOverview>('billing-get', {}, owner.idToken)).pendingCheckout).toEqual({
      plan: 'team',
    });

    expect(await callOk('billing-simulate', { action: 'declineCheckout' }, owner.idToken)).toMatchObject({
      redirectTo: null,
    });
    expect((await orgDoc(org).get()).get('plan')).toBe('free');
    expect(await callOk('billing-simulate', { action: 'payCheckout' }, owner.idToken)).toMatchObject({
      redirectTo: '/checkout-success?plan=team&value=49&currency=USD',
    });
    const paid = await callOk<BillingOverview>('billing-get', {}, owner.idToken);
    expect(paid).toMatchObject({ plan: 'team', status: 'active', pendingCheckout: null });
    const types = (await orgDoc(org).collection('billingEvents').get()).docs
      .map((doc) => doc.get('type') as string)
      .sort();
    expect(types).toEqual(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid']);

    // Team's limits now apply: a fourth tenant fits.
    for (const name of ['One', 'Two', 'Three', 'Four'])
      await callOk('tenants-create', { name, kind: 'client' }, owner.idToken);
    const refused = await callFunction('billing-changePlan', { plan: 'free' }, owner.idToken);
    expect(refused).toMatchObject({
      ok: false,
      code: 'failed-precondition',
      message: 'To move to the Free plan, first archive 1 tenant.',
    });
    expect((await orgDoc(org).get()).get('plan')).toBe('team');

    // Upgrading again goes through a prorated subscription update.
    expect(await callOk('billing-changePlan', { plan: 'business' }, owner.idToken)).toEqual({
      redirectTo: '/upgrade-success?plan=business',
      outcome: 'upgraded',
    });
    expect((await orgDoc(org).get()).get('plan')).toBe('business');
  });

  it('refuses plan changes to members below admin', async () => {
    const { org } = await ownerOfNewOrg('billing-roles');
    const editor = await createUser('billing-editor', { tid: org.id, role: 'editor' });
    expect(await callFunction('billing-changePlan', { plan: 'team' }, editor.idToken)).toMatchObject({
      ok: false,
      code: 'permission-denied',
    });
  });
});

describe('read-only after a failed payment', () => {
  it('keeps writing during the grace period, refuses writes after it (nothing deleted) and writes again once paid', async () => {
    const { owner, org } = await ownerOfNewOrg('billing-grace');
    await linkCustomer(org, `cus_${org.id.replace(/-/g, '')}`);
    const customerId = `cus_${org.id.replace(/-/g, '')}`;
    const now = Math.floor(Date.now() / 1000);
    // A subscription started 40 days ago (the event clock is Stripe's `created`, not the delivery time).
    const { events, ref } = story(org, customerId, now - 40 * DAY);
    for (const event of events.slice(0, 3)) expect((await deliver(event)).status).toBe(200);

    // Failed 6 days ago: within the 7-day grace period.
    expect(
      (
        await deliver(
          stripeEvent(
            'invoice.payment_failed',
            invoiceObject({ customerId, subscriptionId: ref.subscriptionId, status: 'open' }),
            now - 6 * DAY,
          ),
        )
      ).body.outcome,
    ).toBe('applied');
    expect(await callOk<BillingOverview>('billing-get', {}, owner.idToken)).toMatchObject({
      readOnly: false,
      graceDays: 7,
    });
    await callOk('tenants-create', { name: 'During grace', kind: 'client' }, owner.idToken);

    // The same unpaid invoice, first failed 8 days ago (an earlier delivery): the streak starts then.
    const fresh = await ownerOfNewOrg('billing-late');
    const lateCustomer = `cus_${fresh.org.id.replace(/-/g, '')}`;
    await linkCustomer(fresh.org, lateCustomer);
    const late = story(fresh.org, lateCustomer, now - 40 * DAY);
    for (const event of late.events.slice(0, 3)) await deliver(event);
    await addTenant(fresh.org, 'Kept tenant');
    await deliver(
      stripeEvent(
        'invoice.payment_failed',
        invoiceObject({ customerId: lateCustomer, subscriptionId: late.ref.subscriptionId, status: 'open' }),
        now - 8 * DAY,
      ),
    );
    const overview = await callOk<BillingOverview>('billing-get', {}, fresh.owner.idToken);
    expect(overview.readOnly).toBe(true);
    const refused = await callFunction(
      'tenants-create',
      { name: 'After grace', kind: 'client' },
      fresh.owner.idToken,
    );
    expect(refused).toMatchObject({
      ok: false,
      code: 'failed-precondition',
      details: { reason: 'billing-read-only' },
    });
    // Reads still work and nothing was deleted.
    expect(await callOk<{ total: number }>('tenants-list', {}, fresh.owner.idToken)).toMatchObject({
      total: 1,
    });
    // Billing stays open: paying the invoice (test portal) lifts read-only.
    expect(await callOk('billing-simulate', { action: 'payInvoice' }, fresh.owner.idToken)).toMatchObject({
      message: 'The invoice is paid.',
    });
    await callOk('tenants-create', { name: 'After paying', kind: 'client' }, fresh.owner.idToken);
  });
});
