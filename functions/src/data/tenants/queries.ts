// The tenant list: one indexed filter plus a sort, the other filters applied to the fetched
// documents. Every query filters `facets` (array-contains-any of status-scoped tokens, see
// tenant-mapper.ts) and orders by one sort field and `id`, so the whole list needs one composite
// index per sort field and direction (indexes.ts) instead of one per filter × sort × direction.
//
// Which filter Firestore applies, by selectivity: search > tags > group > kind > status. The
// others (at most group, kind and tags) are checked on the documents read, at most MAX_SCAN per
// page: a page may then come back short, but its cursor always moves forward.
import { Timestamp } from 'firebase-admin/firestore';
import type { DocumentData, Firestore, Query } from 'firebase-admin/firestore';
import { nameKey } from '@assay/domain/search';
import type { SortDirection } from '@assay/domain/ids';
import type { Tenant, TenantKind, TenantSortField, TenantStatus } from '@assay/domain/tenants';
import { collections } from '../paths.ts';
import { sortValueOf } from './sort.ts';
import { facet, tenantMapper } from './tenant-mapper.ts';

/** Upper bound of documents one list call reads when a filter has to be applied in memory. */
export const MAX_SCAN = 1000;
/** Upper bound of documents read to count a filter applied in memory. */
export const MAX_COUNT_SCAN = 5000;

export interface TenantFilters {
  status?: TenantStatus;
  group?: string;
  kind?: TenantKind;
  /** A normalised search token (see @assay/domain/search). */
  searchToken?: string;
  /** Tenants having any of these tags. */
  tagsAny?: string[];
  /** Only these tenants (a shared user's one tenant, a restricted API key's few): read by id, filtered and sorted in memory. */
  ids?: readonly string[];
}

export interface TenantSort {
  field: TenantSortField;
  direction: SortDirection;
}

/** Where a page starts: after the tenant with this sort value (name key or epoch millis) and id. */
export interface TenantPosition {
  value: string | number;
  id: string;
}

export interface TenantPageQuery {
  filters: TenantFilters;
  sort: TenantSort;
  after?: TenantPosition;
  limit: number;
}

export interface TenantPage {
  items: Tenant[];
  /** Where the next page starts; absent on the last page. */
  next?: TenantPosition;
}

export interface TenantQueries {
  page(query: TenantPageQuery): Promise<TenantPage>;
  count(filters: TenantFilters): Promise<number>;
}

export const sortPaths = { name: 'nameLower', createdAt: 'createdAt', updatedAt: 'updatedAt' } as const;

export interface TenantQueryPlan {
  /** The stored document must hold one of these `facets` tokens (Firestore filters this). */
  facetsAny: string[];
  /** The filters left, checked on each stored document read; null when there are none. */
  residual: ((data: DocumentData) => boolean) | null;
  /** Stored fields the residual reads (for counting with a projection). */
  residualFields: string[];
}

export function planTenantQuery(filters: TenantFilters): TenantQueryPlan {
  const statuses: TenantStatus[] = filters.status ? [filters.status] : ['active', 'archived'];
  const checks: { field: string; test: (data: DocumentData) => boolean }[] = [];
  const groupKey = filters.group !== undefined ? nameKey(filters.group) : undefined;
  const byGroup = {
    field: 'group',
    test: (data: DocumentData) => typeof data.group === 'string' && nameKey(data.group) === groupKey,
  };
  const byKind = { field: 'kind', test: (data: DocumentData) => data.kind === filters.kind };
  const tags = filters.tagsAny?.length ? filters.tagsAny : undefined;
  const byTags = {
    field: 'tags',
    test: (data: DocumentData) =>
      Array.isArray(data.tags) && (data.tags as unknown[]).some((tag) => tags?.includes(tag as string)),
  };

  let facetsAny: string[];
  if (filters.searchToken !== undefined) {
    const token = filters.searchToken;
    facetsAny = statuses.map((status) => facet.search(status, token));
    if (tags) checks.push(byTags);
    if (groupKey !== undefined) checks.push(byGroup);
    if (filters.kind !== undefined) checks.push(byKind);
  } else if (tags) {
    facetsAny = statuses.flatMap((status) => tags.map((tag) => facet.tag(status, tag)));
    if (groupKey !== undefined) checks.push(byGroup);
    if (filters.kind !== undefined) checks.push(byKind);
  } else if (filters.group !== undefined) {
    const group = filters.group;
    facetsAny = statuses.map((status) => facet.group(status, group));
    if (filters.kind !== undefined) checks.push(byKind);
  } else if (filters.kind !== undefined) {
    const kind = filters.kind;
    facetsAny = statuses.map((status) => facet.kind(status, kind));
  } else {
    facetsAny = statuses.map((status) => facet.status(status));
  }
  return {
    facetsAny,
    residual: checks.length > 0 ? (data) => checks.every((check) => check.test(data)) : null,
    residualFields: checks.map((check) => check.field),
  };
}

/** Whether a stored document satisfies the plan (the in-memory twin of the Firestore query). */
export function matchesPlan(plan: TenantQueryPlan, data: DocumentData): boolean {
  const facets = Array.isArray(data.facets) ? (data.facets as unknown[]) : [];
  return plan.facetsAny.some((token) => facets.includes(token)) && (plan.residual?.(data) ?? true);
}

export function positionOf(tenant: Tenant, sort: TenantSort): TenantPosition {
  return { value: sortValueOf(tenant, sort.field), id: tenant.id };
}

/** A page of tenants already in memory, in the order and from the position the query would use. */
export function pageOfKnown(
  found: readonly Tenant[],
  sort: TenantSort,
  after: TenantPosition | undefined,
  limit: number,
): { items: Tenant[]; next?: TenantPosition } {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  const order = (position: TenantPosition, other: TenantPosition) =>
    sign * (compare(position.value, other.value) || compare(position.id, other.id));
  const rest = found
    .map((tenant) => ({ tenant, position: positionOf(tenant, sort) }))
    .filter(({ position }) => !after || order(position, after) > 0)
    .sort((a, b) => order(a.position, b.position));
  const items = rest.slice(0, limit).map(({ tenant }) => tenant);
  const last = rest[limit - 1];
  return rest.length > limit && last ? { items, next: last.position } : { items };
}

function startAfter(query: Query, sort: TenantSort, after: TenantPosition | undefined): Query {
  if (!after) return query;
  const value = sort.field === 'name' ? after.value : Timestamp.fromMillis(Number(after.value));
  return query.startAfter(value, after.id);
}

/** The tenant list of organisation `tid` on Firestore. */
export function firestoreTenantQueries(db: Firestore, tid: string): TenantQueries {
  const tenants = db.collection(collections.orgs).doc(tid).collection(collections.tenants);

  async function known(ids: readonly string[], filters: TenantFilters): Promise<Tenant[]> {
    if (ids.length === 0) return [];
    const plan = planTenantQuery(filters);
    const snaps = await db.getAll(...ids.map((id) => tenants.doc(id)));
    return snaps.flatMap((snap) => {
      const data = snap.data();
      return snap.exists && data && matchesPlan(plan, data) ? [tenantMapper.fromDoc(data)] : [];
    });
  }

  const filtered = (plan: TenantQueryPlan): Query =>
    tenants.where('facets', 'array-contains-any', plan.facetsAny);

  return {
    async page({ filters, sort, after, limit }) {
      // Known tenants (a shared user's, a restricted key's): one read each, at most a few dozen.
      if (filters.ids !== undefined)
        return pageOfKnown(await known(filters.ids, filters), sort, after, limit);
      const plan = planTenantQuery(filters);
      const query = filtered(plan)
        .orderBy(sortPaths[sort.field], sort.direction)
        .orderBy('id', sort.direction);
      const { residual } = plan;
      if (!residual) {
        const snap = await startAfter(query, sort, after)
          .limit(limit + 1)
          .get();
        const items = snap.docs.slice(0, limit).map((doc) => tenantMapper.fromDoc(doc.data()));
        const last = items.at(-1);
        return snap.size > limit && last ? { items, next: positionOf(last, sort) } : { items };
      }
      const items: Tenant[] = [];
      let position = after;
      let scanned = 0;
      const batch = Math.max(limit * 2, 20);
      while (scanned < MAX_SCAN) {
        const snap = await startAfter(query, sort, position).limit(batch).get();
        for (const doc of snap.docs) {
          scanned += 1;
          const data = doc.data();
          if (!residual(data)) continue;
          if (items.length === limit) {
            const last = items.at(-1);
            return last ? { items, next: positionOf(last, sort) } : { items };
          }
          items.push(tenantMapper.fromDoc(data));
        }
        const lastDoc = snap.docs.at(-1);
        if (snap.size < batch || !lastDoc) return { items };
        position = positionOf(tenantMapper.fromDoc(lastDoc.data()), sort);
      }
      // Scan bound reached: return what was found and continue after the last document scanned.
      return { items, ...(position ? { next: position } : {}) };
    },
    async count(filters) {
      if (filters.ids !== undefined) return (await known(filters.ids, filters)).length;
      const plan = planTenantQuery(filters);
      const { residual } = plan;
      if (!residual) return (await filtered(plan).count().get()).data().count;
      const snap = await filtered(plan)
        .select(...plan.residualFields)
        .limit(MAX_COUNT_SCAN)
        .get();
      return snap.docs.filter((doc) => residual(doc.data())).length;
    },
  };
}
