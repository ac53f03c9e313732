// The organisation's queries on the in-memory store, for unit tests and benches: each listed
// aggregate's in-memory twin of its Firestore queries (data/aggregates.ts).
import { orgQueries } from './org-data.ts';
import type { OrgQueries } from './org-data.ts';
import type { MemoryStore } from './store/memory-store.ts';

export function memoryOrgQueries(store: MemoryStore, tid: string): OrgQueries {
  return orgQueries((aggregate) => aggregate.queries?.memory(store, tid));
}
