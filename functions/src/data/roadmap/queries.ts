// The roadmap's queries, each bounded and backed by an index declared in indexes.ts.
import { Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import type { AuditEntry } from '@assay/domain/audit';
import { roadmapItemTarget } from '@assay/domain/roadmap';
import type { RoadmapItem } from '@assay/domain/roadmap';
import { auditMapper } from '../audit/audit.ts';
import { collections } from '../paths.ts';
import { facetToken, roadmapItemMapper } from './roadmap-mapper.ts';
import type { RoadmapFacet } from './roadmap-mapper.ts';

/** Items one tenant can have for one lineage: every control of the largest version, and those of older versions. */
export const SCOPE_ITEMS_MAX = 5000;

export interface RoadmapPosition {
  position: number;
  id: string;
}

export interface RoadmapQueries {
  /** Items matching the facet in board order, after `after`; `next` when more follow. */
  page(query: {
    facet: RoadmapFacet;
    after?: RoadmapPosition | undefined;
    limit: number;
  }): Promise<{ items: RoadmapItem[]; next?: RoadmapPosition }>;
  count(facet: RoadmapFacet): Promise<number>;
  /** Every item of a tenant for one baseline lineage (what regeneration compares with). */
  ofScope(tenantId: string, lineageId: string): Promise<RoadmapItem[]>;
  /** Open items with a due date up to `until` (YYYY-MM-DD), soonest first (overdue included). */
  dueBy(until: string, limit: number): Promise<RoadmapItem[]>;
  /** The organisation's audit entries about the item, newest first. */
  historyOf(itemId: string, limit: number): Promise<AuditEntry[]>;
}

export function firestoreRoadmapQueries(db: Firestore, tid: string): RoadmapQueries {
  const org = db.collection(collections.orgs).doc(tid);
  const items = org.collection(collections.roadmapItems);
  return {
    async page({ facet, after, limit }) {
      let query = items
        .where('facets', 'array-contains', facetToken(facet))
        .orderBy('position', 'asc')
        .orderBy('id', 'asc');
      if (after) query = query.startAfter(after.position, after.id);
      const snap = await query.limit(limit + 1).get();
      const page = snap.docs.slice(0, limit).map((doc) => roadmapItemMapper.fromDoc(doc.data()));
      const last = snap.docs[limit - 1];
      return snap.docs.length > limit && last
        ? { items: page, next: { position: Number(last.get('position')), id: last.id } }
        : { items: page };
    },
    async count(facet) {
      return (await items.where('facets', 'array-contains', facetToken(facet)).count().get()).data().count;
    },
    async ofScope(tenantId, lineageId) {
      const snap = await items.where('scope', '==', `${tenantId}|${lineageId}`).limit(SCOPE_ITEMS_MAX).get();
      return snap.docs.map((doc) => roadmapItemMapper.fromDoc(doc.data()));
    },
    async dueBy(until, limit) {
      const snap = await items
        .where('facets', 'array-contains', facetToken({ status: 'active' }))
        .where('dueDate', '<=', until)
        .orderBy('dueDate', 'asc')
        .orderBy('id', 'asc')
        .limit(limit)
        .get();
      return snap.docs.map((doc) => roadmapItemMapper.fromDoc(doc.data()));
    },
    async historyOf(itemId, limit) {
      // People's changes are in the organisation's log, regenerations' in the item's own history.
      const [people, generated] = await Promise.all(
        [collections.audit, collections.roadmapHistory].map((name) =>
          org
            .collection(name)
            .where('target', '==', roadmapItemTarget(itemId))
            .orderBy('at', 'desc')
            .limit(limit)
            .get(),
        ),
      );
      return newestFirst(
        [...(people?.docs ?? []), ...(generated?.docs ?? [])].map((doc) => auditMapper.fromDoc(doc.data())),
        limit,
      );
    },
  };
}

/** The `limit` newest of entries from several sources. */
export function newestFirst(entries: AuditEntry[], limit: number): AuditEntry[] {
  return entries.sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id)).slice(0, limit);
}

/** Firestore Timestamp → millis (memory twin and the expiry job). */
export function millisOf(value: unknown): number {
  return value instanceof Timestamp ? value.toMillis() : 0;
}
