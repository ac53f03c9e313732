// The tenant list over a MemoryStore: the same query plan as on Firestore (queries.ts), run on
// the stored documents, so unit tests exercise the facets, the residual filters and the cursors.
import type { DocumentData } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { collections } from '../paths.ts';
import type { MemoryStore } from '../store/memory-store.ts';
import { matchesPlan, planTenantQuery, positionOf, sortPaths } from './queries.ts';
import type { TenantFilters, TenantQueries } from './queries.ts';
import { tenantMapper } from './tenant-mapper.ts';

function sortValue(data: DocumentData, path: string): string | number {
  const value = data[path] as unknown;
  return value instanceof Timestamp ? value.toMillis() : String(value);
}

function compare(a: string | number, b: string | number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function memoryTenantQueries(store: MemoryStore, tid: string): TenantQueries {
  const stored = (filters: TenantFilters) => {
    const plan = planTenantQuery(filters);
    return store
      .collection(`${collections.orgs}/${tid}/${collections.tenants}`)
      .filter(
        (data) =>
          (filters.ids === undefined || filters.ids.includes(String(data.id))) && matchesPlan(plan, data),
      );
  };
  return {
    page({ filters, sort, after, limit }) {
      const path = sortPaths[sort.field];
      const sign = sort.direction === 'asc' ? 1 : -1;
      const all = stored(filters).sort(
        (a, b) =>
          sign * (compare(sortValue(a, path), sortValue(b, path)) || compare(String(a.id), String(b.id))),
      );
      const rest = after
        ? all.filter(
            (data) =>
              sign * (compare(sortValue(data, path), after.value) || compare(String(data.id), after.id)) > 0,
          )
        : all;
      const items = rest.slice(0, limit).map((data) => tenantMapper.fromDoc(data));
      const last = items.at(-1);
      return Promise.resolve(
        rest.length > limit && last ? { items, next: positionOf(last, sort) } : { items },
      );
    },
    count: (filters) => Promise.resolve(stored(filters).length),
  };
}
