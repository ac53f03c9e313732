// The service console's subscriptions tab against the emulators: a system admin comps a plan
// with a reason and an end (the owners see it on their billing page and their limits follow it),
// removes it early, and the expiry job run at a later clock sends the organisation back to its
// paid plan; every change is in the organisation's and the global audit log.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BillingOverview } from '@assay/domain/billing';
import type { SubscriptionSummary } from '@assay/domain/platform';
import { runPlanOverrideExpiry } from '../../src/jobs/expire-plan-overrides.ts';
import { adminDb, callFunction, callOk, createUser, uniqueId } from './support/emulators.ts';
import type { TestUser } from './support/emulators.ts';
import { createOrg } from './support/world.ts';
import type { TestOrg } from './support/world.ts';

let sysadmin: TestUser;
let owner: TestUser;
let org: TestOrg;

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

async function orgLimits(): Promise<{ sharing: boolean; tenants: number | null }> {
  return (
    await callOk<{ limits: { sharing: boolean; tenants: number | null } }>('org-get', {}, owner.idToken)
  ).limits;
}

async function globalLog(tid: string) {
  const snap = await adminDb().collection('audit').where('orgId', '==', tid).get();
  return snap.docs.map((doc) => doc.data());
}

beforeAll(async () => {
  sysadmin = await createUser('svc-subs-admin', { adminUI: true });
  const tid = uniqueId('svc-subs');
  owner = await createUser('svc-subs-owner', { tid, role: 'owner' });
  org = await createOrg('Svc subs', 'free', [{ user: owner, role: 'owner' }], tid);
});

describe('service-setPlanOverride and service-listSubscriptions', () => {
  it('comps a plan: listed with the paid plan, seen by the owner with its reason and end, limits follow it', async () => {
    expect((await orgLimits()).sharing).toBe(false);
    const endsAt = inDays(30);
    const set = await callOk<{ override: { plan: string; endsAt: string } }>(
      'service-setPlanOverride',
      { tid: org.id, plan: 'business', reason: 'Partner pilot', endsAt },
      sysadmin.idToken,
    );
    expect(set.override).toMatchObject({ plan: 'business', endsAt, setBy: { uid: sysadmin.uid } });

    const listed = await callOk<{ items: SubscriptionSummary[] }>(
      'service-listSubscriptions',
      { search: 'subs', pageSize: 100 },
      sysadmin.idToken,
    );
    expect(listed.items.find((item) => item.organisation.id === org.id)).toMatchObject({
      paidPlan: 'free',
      planInForce: 'business',
      status: 'none',
      override: { plan: 'business', reason: 'Partner pilot' },
    });

    const billing = await callOk<BillingOverview>('billing-get', {}, owner.idToken);
    expect(billing).toMatchObject({
      plan: 'free',
      override: { plan: 'business', reason: 'Partner pilot', endsAt },
    });
    expect((await orgLimits()).sharing).toBe(true);

    const focus = await callOk<{
      billingHistory: { type: string }[];
      summary: { organisation: { plan: string } };
    }>('service-getOrganisation', { tid: org.id }, sysadmin.idToken);
    expect(focus.summary.organisation.plan).toBe('business');
    expect(focus.billingHistory.map((event) => event.type)).toContain('plan.override.set');
    expect(await globalLog(org.id)).toEqual([
      expect.objectContaining({
        action: 'service-setPlanOverride',
        actorUid: sysadmin.uid,
        subjectName: 'Partner pilot',
      }),
    ]);
  });

  it('refuses an end in the past naming the field, and an unknown organisation', async () => {
    expect(
      await callFunction(
        'service-setPlanOverride',
        { tid: org.id, plan: 'team', reason: 'x', endsAt: inDays(-1) },
        sysadmin.idToken,
      ),
    ).toMatchObject({
      ok: false,
      code: 'invalid-argument',
      details: { fields: [{ path: 'endsAt', message: 'Must be in the future' }] },
    });
    expect(
      await callFunction(
        'service-setPlanOverride',
        { tid: 'no-such-org', plan: 'team', reason: 'x', endsAt: inDays(1) },
        sysadmin.idToken,
      ),
    ).toMatchObject({ ok: false, code: 'not-found' });
  });
});

describe('service-removePlanOverride and the expiry job', () => {
  it('removes an override early: the owner is back on the paid plan at once', async () => {
    await callOk(
      'service-setPlanOverride',
      { tid: org.id, plan: 'team', reason: 'Goodwill', endsAt: inDays(10) },
      sysadmin.idToken,
    );
    expect(await callOk('service-removePlanOverride', { tid: org.id }, sysadmin.idToken)).toEqual({
      tid: org.id,
      removed: true,
    });
    expect((await callOk<BillingOverview>('billing-get', {}, owner.idToken)).override).toBeNull();
    expect((await orgLimits()).sharing).toBe(false);
    expect((await globalLog(org.id)).map((entry) => String(entry.action))).toContain(
      'service-removePlanOverride',
    );
  });

  it('the job run after the end clears the override and records it; before the end it leaves it', async () => {
    await callOk(
      'service-setPlanOverride',
      { tid: org.id, plan: 'business', reason: 'Trial extension', endsAt: inDays(2) },
      sysadmin.idToken,
    );
    await runPlanOverrideExpiry({ db: adminDb(), now: new Date(Date.now() + DAY) });
    expect((await callOk<BillingOverview>('billing-get', {}, owner.idToken)).override).toMatchObject({
      plan: 'business',
    });
    const run = await runPlanOverrideExpiry({ db: adminDb(), now: new Date(Date.now() + 3 * DAY) });
    expect(run.expired).toBeGreaterThanOrEqual(1);
    expect((await adminDb().doc(`orgs/${org.id}`).get()).get('planOverride')).toBeNull();
    const log = await callOk<{ items: { summary: string; actorUid: string }[] }>(
      'org-auditLog',
      {},
      owner.idToken,
    );
    expect(log.items[0]).toMatchObject({
      summary: 'The Business plan set by Assay ended: back on the Free plan',
      actorUid: 'system-plan-override-expiry',
    });
  });
});
