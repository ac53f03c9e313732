// The organisation's audit log, newest first: equality on actor and action, a range on `at`,
// ordered by `at` then `id` (both descending) so that a cursor is exact. indexes.ts declares an
// index for each combination of the two equality filters.
import { Timestamp } from 'firebase-admin/firestore';
import type { Firestore, Query } from 'firebase-admin/firestore';
import type { AuditEntry } from '@assay/domain/audit';
import { collections } from '../paths.ts';
import { auditMapper } from './audit.ts';

export interface AuditFilters {
  actorUid?: string;
  action?: string;
  /** Inclusive, ISO. */
  from?: string;
  /** Exclusive, ISO. */
  to?: string;
}

/** Where a page starts: after the entry at `millis` with this id. */
export interface AuditPosition {
  millis: number;
  id: string;
}

export interface AuditPageQuery {
  filters: AuditFilters;
  after?: AuditPosition;
  limit: number;
}

export interface AuditPage {
  items: AuditEntry[];
  next?: AuditPosition;
}

export interface AuditQueries {
  page(query: AuditPageQuery): Promise<AuditPage>;
}

export function positionOfEntry(entry: AuditEntry): AuditPosition {
  return { millis: Date.parse(entry.at), id: entry.id };
}

export function firestoreAuditQueries(db: Firestore, tid: string): AuditQueries {
  const log = db.collection(collections.orgs).doc(tid).collection(collections.audit);
  return {
    async page({ filters, after, limit }) {
      let query: Query = log;
      if (filters.actorUid !== undefined) query = query.where('actorUid', '==', filters.actorUid);
      if (filters.action !== undefined) query = query.where('action', '==', filters.action);
      if (filters.from !== undefined)
        query = query.where('at', '>=', Timestamp.fromDate(new Date(filters.from)));
      if (filters.to !== undefined) query = query.where('at', '<', Timestamp.fromDate(new Date(filters.to)));
      query = query.orderBy('at', 'desc').orderBy('id', 'desc');
      if (after) query = query.startAfter(Timestamp.fromMillis(after.millis), after.id);
      // One more than asked: whether a next page exists, without a count.
      const snap = await query.limit(limit + 1).get();
      const entries = snap.docs.map((doc) => auditMapper.fromDoc(doc.data()));
      const items = entries.slice(0, limit);
      const last = items.at(-1);
      return entries.length > limit && last ? { items, next: positionOfEntry(last) } : { items };
    },
  };
}
