// AuditQueries and GlobalAuditQueries over a MemoryStore: the same filters and order as the Firestore queries.
import { collections } from '../paths.ts';
import type { MemoryStore } from '../store/memory-store.ts';
import { auditMapper } from './audit.ts';
import { globalAuditEqualityFields, logOf } from './global-queries.ts';
import type { GlobalAuditQueries } from './global-queries.ts';
import { positionOfEntry } from './queries.ts';
import type { AuditPosition, AuditQueries } from './queries.ts';

export function memoryAuditQueries(store: MemoryStore, tid: string): AuditQueries {
  return {
    page({ filters, after, limit }) {
      const from = filters.from ? Date.parse(filters.from) : Number.NEGATIVE_INFINITY;
      const to = filters.to ? Date.parse(filters.to) : Number.POSITIVE_INFINITY;
      const newestFirst = (a: { millis: number; id: string }, b: { millis: number; id: string }) =>
        b.millis - a.millis || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0);
      const all = store
        .collection(`${collections.orgs}/${tid}/${collections.audit}`)
        .map((data) => auditMapper.fromDoc(data))
        .filter(
          (entry) =>
            (filters.actorUid === undefined || entry.actorUid === filters.actorUid) &&
            (filters.action === undefined || entry.action === filters.action),
        )
        .filter((entry) => Date.parse(entry.at) >= from && Date.parse(entry.at) < to)
        .sort((a, b) => newestFirst(positionOfEntry(a), positionOfEntry(b)));
      const rest = after ? all.filter((entry) => newestFirst(after, positionOfEntry(entry)) < 0) : all;
      const items = rest.slice(0, limit);
      const last = items.at(-1);
      return Promise.resolve(
        rest.length > limit && last ? { items, next: positionOfEntry(last) } : { items },
      );
    },
  };
}

/** The global log over a MemoryStore: every `audit` collection, as the collection-group query reads them. */
export function memoryGlobalAuditQueries(store: MemoryStore): GlobalAuditQueries {
  const newestFirst = (a: AuditPosition, b: AuditPosition) =>
    b.millis - a.millis || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0);
  return {
    page({ filters, after, limit }) {
      const from = filters.from ? Date.parse(filters.from) : Number.NEGATIVE_INFINITY;
      const to = filters.to ? Date.parse(filters.to) : Number.POSITIVE_INFINITY;
      const all = [...store.docs.entries()]
        .filter(([path]) => path.split('/').at(-2) === collections.audit)
        .map(([path, data]) => ({ entry: auditMapper.fromDoc(data), ...logOf(path) }))
        .filter(({ entry }) =>
          globalAuditEqualityFields.every(
            (field) => filters[field] === undefined || entry[field] === filters[field],
          ),
        )
        .filter(({ entry }) => Date.parse(entry.at) >= from && Date.parse(entry.at) < to)
        .sort((a, b) => newestFirst(positionOfEntry(a.entry), positionOfEntry(b.entry)));
      const rest = after ? all.filter(({ entry }) => newestFirst(after, positionOfEntry(entry)) < 0) : all;
      const items = rest.slice(0, limit);
      const last = items.at(-1);
      return Promise.resolve(
        rest.length > limit && last ? { items, next: positionOfEntry(last.entry) } : { items },
      );
    },
    organisationNames(tids) {
      return Promise.resolve(
        new Map(
          tids.flatMap((tid) => {
            const name: unknown = store.docs.get(`${collections.orgs}/${tid}`)?.name;
            return typeof name === 'string' ? [[tid, name] as const] : [];
          }),
        ),
      );
    },
  };
}
