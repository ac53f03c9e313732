// Tenants stored before `facets` and `nameLower` existed are invisible to every list query
// (each filters on `facets` and sorts on a stored key). This rewrites those two fields from the
// document's own data, so an old local `.data/` keeps working without being deleted.
// Idempotent: a tenant already in the current form is left untouched (no write at all).
import type { Firestore } from 'firebase-admin/firestore';
import { collections } from '../data/paths.ts';
import { pages } from '../data/store/pages.ts';
import { tenantMapper } from '../data/tenants/tenant-mapper.ts';

export interface BackfillResult {
  readonly scanned: number;
  readonly updated: number;
}

export async function backfillTenantFacets(db: Firestore): Promise<BackfillResult> {
  let scanned = 0;
  let updated = 0;
  for await (const orgs of pages(db.collection(collections.orgs))) {
    for (const org of orgs) {
      for await (const tenants of pages(org.ref.collection(collections.tenants))) {
        const batch = db.batch();
        let writes = 0;
        for (const tenant of tenants) {
          scanned += 1;
          const data = tenant.data();
          const current = tenantMapper.toDoc(tenantMapper.fromDoc(data));
          if (sameList(data.facets, current.facets as string[]) && data.nameLower === current.nameLower)
            continue;
          // Only if nobody changed the tenant since it was read (a write in between wins).
          batch.update(
            tenant.ref,
            { facets: current.facets, nameLower: current.nameLower },
            { lastUpdateTime: tenant.updateTime },
          );
          writes += 1;
        }
        if (writes > 0) await batch.commit();
        updated += writes;
      }
    }
  }
  return { scanned, updated };
}

function sameList(stored: unknown, wanted: readonly string[]): boolean {
  return (
    Array.isArray(stored) &&
    stored.length === wanted.length &&
    stored.every((value, index) => value === wanted[index])
  );
}
