import { describe, expect, it } from 'vitest';
import { emptyBillingState } from '@assay/domain/billing';
import { platformContracts } from '@assay/domain/platform';
import { memoryOrgData, memoryPlatform } from '../../test/support/memory-org-data.ts';
import { billingStateMapper } from '../data/billing/billing.ts';
import { collections } from '../data/paths.ts';
import { memoryStore } from '../data/store/memory-store.ts';
import { docAt } from '../data/store/store.ts';
import { getPlatformOrganisation, listOrganisations } from './platform-organisations-service.ts';

function world() {
  const store = memoryStore();
  const orgs = [
    { id: 'o1', name: 'Northwind Consulting', plan: 'team' as const, createdAt: '2026-01-01T00:00:00.000Z' },
    { id: 'o2', name: 'Acme Ltd', plan: 'free' as const, createdAt: '2026-01-02T00:00:00.000Z' },
    { id: 'o3', name: 'Zeta North', plan: 'team' as const, createdAt: '2026-01-03T00:00:00.000Z' },
  ];
  for (const org of orgs) memoryOrgData(org.id, org, { store });
  store.put(docAt(`${collections.orgs}/o1/${collections.billing}/subscription`, billingStateMapper), {
    ...emptyBillingState,
    plan: 'team',
    status: 'past_due',
  });
  return { store, platform: memoryPlatform(store) };
}

const now = new Date('2026-11-23T12:00:00.000Z');
const list = (input: Record<string, unknown>) => platformContracts.listParentTenants.input.parse(input);

describe('listOrganisations', () => {
  it('pages newest first by default with status, limits and totals', async () => {
    const { platform } = world();
    const first = await listOrganisations(platform, list({ pageSize: 2 }), now);
    expect(first.items.map((row) => row.organisation.id)).toEqual(['o3', 'o2']);
    expect(first.total).toBe(3);
    const second = await listOrganisations(platform, list({ pageSize: 2, cursor: first.nextCursor }), now);
    expect(second.items.map((row) => row.organisation.id)).toEqual(['o1']);
    expect(second.nextCursor).toBeNull();
    expect(second.items[0]).toMatchObject({
      status: 'past_due',
      limits: { tenants: 25 },
      lastActivityAt: null,
    });
    expect(first.items[0]).toMatchObject({ status: 'none' });
  });

  it('searches from the start of any word, filters by plan and sorts by name', async () => {
    const { platform } = world();
    const north = await listOrganisations(
      platform,
      list({ search: 'nor', sort: { field: 'name', direction: 'asc' } }),
      now,
    );
    expect(north.items.map((row) => row.organisation.name)).toEqual(['Northwind Consulting', 'Zeta North']);
    const team = await listOrganisations(
      platform,
      list({ plan: 'team', sort: { field: 'name', direction: 'desc' } }),
      now,
    );
    expect(team.items.map((row) => row.organisation.id)).toEqual(['o3', 'o1']);
    expect(team.total).toBe(2);
    expect((await listOrganisations(platform, list({ plan: 'free', search: 'north' }), now)).total).toBe(0);
  });

  it('refuses a cursor of another sort or filter', async () => {
    const { platform } = world();
    const first = await listOrganisations(platform, list({ pageSize: 1 }), now);
    await expect(
      listOrganisations(platform, list({ pageSize: 1, plan: 'team', cursor: first.nextCursor }), now),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
  });
});

describe('getPlatformOrganisation', () => {
  it('answers the profile, subscription, members and recent audit, and not-found for an unknown id', async () => {
    const { store, platform } = world();
    const org = memoryOrgData('o1', {}, { store });
    await org.transaction((tx) => {
      tx.members.put({
        uid: 'owner',
        email: 'owner@example.com',
        displayName: 'Owner',
        role: 'owner',
        joinedAt: '2026-01-01T00:00:00.000Z',
      });
      tx.audit.record({ target: 'org/o1', summary: 'Renamed the organisation' });
      return Promise.resolve();
    });
    const focus = await getPlatformOrganisation(platform, { tid: 'o1' }, now);
    expect(focus.summary.organisation.name).toBe('Northwind Consulting');
    expect(focus.subscription).toMatchObject({ plan: 'team', status: 'past_due' });
    expect(focus.members.map((member) => member.uid)).toEqual(['owner']);
    expect(focus.recentAudit).toEqual([expect.objectContaining({ summary: 'Renamed the organisation' })]);
    expect(focus.summary.lastActivityAt).toBe(focus.recentAudit[0]?.at);
    await expect(getPlatformOrganisation(platform, { tid: 'nope' }, now)).rejects.toMatchObject({
      code: 'not-found',
    });
  });
});
