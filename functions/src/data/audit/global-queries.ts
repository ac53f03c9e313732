// The global audit log of the service console: the platform's log (audit/{id}) and every
// organisation's (orgs/{tid}/audit/{id}) read together by one collection-group query on `audit`,
// newest first. Equality on the organisation concerned (`orgId`), actor and action, a range on
// `at`, ordered by `at` then `id` (both descending) so a cursor is exact: entry ids are
// Firestore auto-ids, unique across the logs. indexes.ts declares an index per combination.
import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import type { Firestore, Query } from 'firebase-admin/firestore';
import type { AuditEntry } from '@assay/domain/audit';
import type { AuditLogKind } from '@assay/domain/platform';
import { collections } from '../paths.ts';
import { auditMapper } from './audit.ts';
import { positionOfEntry } from './queries.ts';
import type { AuditFilters, AuditPosition } from './queries.ts';

export interface GlobalAuditFilters extends AuditFilters {
  /** The organisation concerned: its own log's entries and the platform actions naming it. */
  orgId?: string;
}

/** An entry and the log it sits in (`tid` is the owner of an organisation's log). */
export interface LoggedEntry {
  entry: AuditEntry;
  log: AuditLogKind;
  tid?: string;
}

export interface GlobalAuditPage {
  items: LoggedEntry[];
  next?: AuditPosition;
}

export interface GlobalAuditQueries {
  page(query: {
    filters: GlobalAuditFilters;
    after?: AuditPosition;
    limit: number;
  }): Promise<GlobalAuditPage>;
  /** The names of these organisations (absent ones are left out): one batched read. */
  organisationNames(tids: readonly string[]): Promise<Map<string, string>>;
}

/** The equality filters in index order (indexes.ts declares one index per subset). */
export const globalAuditEqualityFields = ['orgId', 'actorUid', 'action'] as const;

/** Which log a document path is in: `audit/{id}` or `orgs/{tid}/audit/{id}`. */
export function logOf(path: string): Pick<LoggedEntry, 'log' | 'tid'> {
  const parts = path.split('/');
  return parts.length === 4 && parts[0] === collections.orgs && parts[1]
    ? { log: 'organisation', tid: parts[1] }
    : { log: 'platform' };
}

export function firestoreGlobalAuditQueries(db: Firestore): GlobalAuditQueries {
  return {
    async page({ filters, after, limit }) {
      let query: Query = db.collectionGroup(collections.audit);
      for (const field of globalAuditEqualityFields) {
        const value = filters[field];
        if (value !== undefined) query = query.where(field, '==', value);
      }
      if (filters.from !== undefined)
        query = query.where('at', '>=', Timestamp.fromDate(new Date(filters.from)));
      if (filters.to !== undefined) query = query.where('at', '<', Timestamp.fromDate(new Date(filters.to)));
      query = query.orderBy('at', 'desc').orderBy('id', 'desc');
      if (after) query = query.startAfter(Timestamp.fromMillis(after.millis), after.id);
      // One more than asked: whether a next page exists, without a count.
      const snap = await query.limit(limit + 1).get();
      const entries = snap.docs.map((doc) => ({
        entry: auditMapper.fromDoc(doc.data()),
        ...logOf(doc.ref.path),
      }));
      const items = entries.slice(0, limit);
      const last = items.at(-1);
      return entries.length > limit && last ? { items, next: positionOfEntry(last.entry) } : { items };
    },
    async organisationNames(tids) {
      if (tids.length === 0) return new Map();
      const orgs = db.collection(collections.orgs);
      const snaps = await db.getAll(...tids.map((tid) => orgs.doc(tid)), {
        fieldMask: [new FieldPath('name')],
      });
      return new Map(
        snaps.flatMap((snap) => {
          const name: unknown = snap.get('name');
          return snap.exists && typeof name === 'string' ? [[snap.id, name] as const] : [];
        }),
      );
    },
  };
}
