// AuditQueries over a MemoryStore: the same filters and order as the Firestore query.
import { collections } from '../paths.ts';
import type { MemoryStore } from '../store/memory-store.ts';
import { auditMapper } from './audit.ts';
import { positionOfEntry } from './queries.ts';
import type { AuditQueries } from './queries.ts';

export function memoryAuditQueries(store: MemoryStore, tid: string): AuditQueries {
  return {
    page({ filters, after, limit }) {
      const from = filters.from ? Date.parse(filters.from) : Number.NEGATIVE_INFINITY;
      const to = filters.to ? Date.parse(filters.to) : Number.POSITIVE_INFINITY;
      const newestFirst = (a: { millis: number; id: string }, b: { millis: number; id: string }) => b.millis - a.millis || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0);
      const all = store
        .collection(`${collections.orgs}/${tid}/${collections.audit}`)
        .map((data) => auditMapper.fromDoc(data))
        .filter((entry) => (filters.actorUid === undefined || entry.actorUid === filters.actorUid) && (filters.action === undefined || entry.action === filters.action))
        .filter((entry) => Date.parse(entry.at) >= from && Date.parse(entry.at) < to)
        .sort((a, b) => newestFirst(positionOfEntry(a), positionOfEntry(b)));
      const rest = after ? all.filter((entry) => newestFirst(after, positionOfEntry(entry)) < 0) : all;
      const items = rest.slice(0, limit);
      const last = items.at(-1);
      return Promise.resolve(rest.length > limit && last ? { items, next: positionOfEntry(last) } : { items });
    },
  };
}
