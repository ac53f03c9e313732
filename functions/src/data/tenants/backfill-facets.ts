// Tenants stored before `facets` and `nameLower` existed are invisible to every list query
// (each filters on `facets` and sorts on a stored key). This rewrites those two fields from the
// document's own data, so an old local `.data/` keeps working without being deleted.
// Idempotent: a tenant already in the current form is left untouched (no write at all).
import { FieldPath, type Firestore, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { collections } from '../paths.ts';
import { tenantMapper } from './tenant-mapper.ts';

/** Documents read per query: bounded reads, whatever the size of the data. */
const PAGE = 200;

export interface BackfillResult {
  readonly scanned: number;
  readonly updated: number;
}

/** Every document of `query`, a page at a time, in document-id order. */
async function* pages(query: Query): AsyncGenerator<QueryDocumentSnapshot[]> {
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    const ordered = query.orderBy(FieldPath.documentId()).limit(PAGE);
    const snap = await (after ? ordered.startAfter(after) : ordered).get();
    if (snap.empty) return;
    yield snap.docs;
    if (snap.size < PAGE) return;
    after = snap.docs.at(-1);
  }
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
          if (sameList(data.facets, current.facets as string[]) && data.nameLower === current.nameLower) continue;
          // Only if nobody changed the tenant since it was read (a write in between wins).
          batch.update(tenant.ref, { facets: current.facets, nameLower: current.nameLower }, { lastUpdateTime: tenant.updateTime });
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
  return Array.isArray(stored) && stored.length === wanted.length && stored.every((value, index) => value === wanted[index]);
}
