import { describe, expect, it } from 'vitest';
import { platformContracts } from '@assay/domain/platform';
import { memoryOrgData, memoryPlatform } from '../../test/support/memory-org-data.ts';
import { expireDuePlanOverrides } from '../jobs/expire-plan-overrides.ts';
import { auditMapper } from '../data/audit/audit.ts';
import { collections } from '../data/paths.ts';
import { memoryStore } from '../data/store/memory-store.ts';
import { effectiveLimits } from './limits.ts';
import { listSubscriptions, removePlanOverride, setPlanOverride } from './platform-subscriptions-service.ts';

const now = new Date('2026-11-23T12:00:00.000Z');
const admin = { uid: 'u-admin', email: 'admin@assay.test' };
const input = (endsAt = '2026-12-31T00:00:00.000Z') =>
  platformContracts.setPlanOverride.input.parse({
    tid: 'o1',
    plan: 'business',
    reason: 'Pilot for the partner programme',
    endsAt,
  });

function world() {
  const store = memoryStore();
  memoryOrgData('o1', { name: 'Northwind', plan: 'free' }, { store });
  memoryOrgData('o2', { name: 'Acme', plan: 'team' }, { store });
  const org = () => memoryOrgData('o1', {}, { store }).state.organisation;
  const globalLog = () => store.collection(collections.globalAudit).map((data) => auditMapper.fromDoc(data));
  return {
    store,
    platform: memoryPlatform(store),
    org,
    globalLog,
    orgLog: () => memoryOrgData('o1', {}, { store }).state.audit,
  };
}

describe('setPlanOverride', () => {
  it('puts the organisation on the plan until the end, with the reason, in both audit logs and the subscription history', async () => {
    const { platform, org, globalLog, orgLog } = world();
    const { override } = await setPlanOverride(platform, admin, input(), now);
    expect(override).toEqual({
      plan: 'business',
      reason: 'Pilot for the partner programme',
      endsAt: '2026-12-31T00:00:00.000Z',
      setBy: admin,
      setAt: now.toISOString(),
    });
    const record = org();
    expect(record?.plan).toBe('free');
    expect(record?.planOverride).toEqual(override);
    expect(record && effectiveLimits(record, now).sharing).toBe(true);
    expect(record && effectiveLimits(record, new Date('2026-12-31T00:00:00.000Z')).sharing).toBe(false);
    expect(orgLog()).toEqual([
      expect.objectContaining({
        summary: 'Set the Business plan until 2026-12-31 (paid plan: Free)',
        subjectName: 'Pilot for the partner programme',
      }),
    ]);
    expect(globalLog()).toEqual([
      expect.objectContaining({
        orgId: 'o1',
        summary: 'Set the Business plan until 2026-12-31 (paid plan: Free) for Northwind',
      }),
    ]);
    const history = await platform.organisations.billingHistory('o1', 5);
    expect(history).toEqual([expect.objectContaining({ type: 'plan.override.set', applied: true })]);
  });

  it('refuses an end in the past or over a year ahead, naming the field, and an unknown organisation', async () => {
    const { platform, org } = world();
    await expect(
      setPlanOverride(platform, admin, input('2026-11-01T00:00:00.000Z'), now),
    ).rejects.toMatchObject({ code: 'invalid-argument', details: { fields: [{ path: 'endsAt' }] } });
    await expect(
      setPlanOverride(platform, admin, input('2028-01-01T00:00:00.000Z'), now),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(setPlanOverride(platform, admin, { ...input(), tid: 'nope' }, now)).rejects.toMatchObject({
      code: 'not-found',
    });
    expect(org()?.planOverride).toBeUndefined();
  });
});

describe('listSubscriptions', () => {
  it('lists by name with the paid plan, the plan in force and the override', async () => {
    const { platform } = world();
    await setPlanOverride(platform, admin, input(), now);
    const page = await listSubscriptions(platform, platformContracts.listSubscriptions.input.parse({}), now);
    expect(
      page.items.map((item) => [
        item.organisation.name,
        item.paidPlan,
        item.planInForce,
        item.override?.plan ?? null,
      ]),
    ).toEqual([
      ['Acme', 'team', 'team', null],
      ['Northwind', 'free', 'business', 'business'],
    ]);
    const later = await listSubscriptions(
      platform,
      platformContracts.listSubscriptions.input.parse({ search: 'north' }),
      new Date('2027-01-01T00:00:00.000Z'),
    );
    expect(later.items.map((item) => item.planInForce)).toEqual(['free']);
  });
});

describe('removePlanOverride and the expiry job', () => {
  it('removes an override early, audited; removing none changes nothing', async () => {
    const { platform, org, orgLog } = world();
    await setPlanOverride(platform, admin, input(), now);
    expect(await removePlanOverride(platform, { tid: 'o1' }, now)).toEqual({ tid: 'o1', removed: true });
    expect(org()?.planOverride).toBeUndefined();
    expect(orgLog().map((entry) => entry.summary)).toContain(
      'Ended the Business plan set until 2026-12-31: back on the Free plan',
    );
    expect(await removePlanOverride(platform, { tid: 'o1' }, now)).toEqual({ tid: 'o1', removed: false });
  });

  it('ends only the overrides past their end at the job’s clock', async () => {
    const { platform, org, orgLog } = world();
    await setPlanOverride(platform, admin, input(), now);
    expect(await expireDuePlanOverrides(platform, new Date('2026-12-30T23:59:59.000Z'))).toEqual({
      expired: 0,
    });
    expect(org()?.planOverride?.plan).toBe('business');
    expect(await expireDuePlanOverrides(platform, new Date('2026-12-31T00:00:00.000Z'))).toEqual({
      expired: 1,
    });
    expect(org()?.planOverride).toBeUndefined();
    expect(orgLog().map((entry) => entry.summary)).toContain(
      'The Business plan set by Assay ended: back on the Free plan',
    );
    const history = await platform.organisations.billingHistory('o1', 5);
    expect(history.map((event) => event.type).sort()).toEqual(['plan.override.expired', 'plan.override.set']);
  });
});
