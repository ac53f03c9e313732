import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { firestoreOrgData } from '../../src/data/org-data.ts';
import { firestoreTenantQueries } from '../../src/data/tenants/queries.ts';
import { backfillTenantFacets } from '../../src/migrations/backfill-facets.ts';
import { adminDb } from './support/emulators.ts';

const ORG = 'backfill-org';
const at = Timestamp.fromDate(new Date('2026-01-05T10:00:00Z'));

/** A tenant as the product stored it before `facets` and `nameLower` existed. */
const oldTenant = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  parentId: ORG,
  name,
  description: '',
  tags: ['iso'],
  group: 'North Region',
  kind: 'client',
  status: 'active',
  ownerUid: 'owner-1',
  createdAt: at,
  updatedAt: at,
  archivedAt: null,
  ...extra,
});

describe('backfillTenantFacets', () => {
  it('makes tenants stored before facets existed appear in lists again, and a second run writes nothing', async () => {
    const db = adminDb();
    const tenants = db.collection('orgs').doc(ORG).collection('tenants');
    // The organisation in its real stored form: other suites list every organisation.
    const org = firestoreOrgData(db, ORG, {
      actorUid: 'fixture',
      action: 'fixture',
      at: at.toDate().toISOString(),
    });
    if (!(await org.organisation.get())) {
      await org.transaction((tx) =>
        Promise.resolve(
          tx.organisation.create({
            name: 'Backfill Ltd',
            plan: 'team',
            ownerUid: 'owner-1',
            createdAt: at.toDate().toISOString(),
            tenantCount: 2,
            memberCount: 1,
          }),
        ),
      );
    }
    expect(await org.organisation.get()).toMatchObject({ id: ORG, name: 'Backfill Ltd' });
    await tenants.doc('old-1').set(oldTenant('old-1', 'Acme Widgets'));
    await tenants
      .doc('old-2')
      .set(
        oldTenant('old-2', 'Borealis Labs', { facets: ['s:active'], nameLower: 'borealis labs', tags: [] }),
      );

    const list = firestoreTenantQueries(db, ORG);
    const listed = async () =>
      (
        await list.page({
          filters: { status: 'active', group: 'north region' },
          sort: { field: 'name', direction: 'asc' },
          limit: 10,
        })
      ).items.map((tenant) => tenant.id);
    // Before: the first has no facets at all, the second's are stale (no group, kind, tag or search token).
    expect(await listed()).toEqual([]);

    const first = await backfillTenantFacets(db);
    expect(first.updated).toBeGreaterThanOrEqual(2);
    expect(await listed()).toEqual(['old-1', 'old-2']);
    const stored = (await tenants.doc('old-1').get()).data();
    expect(stored?.nameLower).toBe('acme widgets');
    expect(stored?.facets).toEqual(
      expect.arrayContaining(['s:active', 'g:active:north region', 'k:active:client', 't:active:iso']),
    );
    expect(
      (
        await list.page({
          filters: { status: 'active', searchToken: 'acme' },
          sort: { field: 'name', direction: 'asc' },
          limit: 10,
        })
      ).items.map((tenant) => tenant.id),
    ).toEqual(['old-1']);

    const before = (await tenants.doc('old-1').get()).updateTime;
    const second = await backfillTenantFacets(db);
    expect(second.updated).toBe(0);
    expect((await tenants.doc('old-1').get()).updateTime?.isEqual(before!)).toBe(true);
  });
});
