// An in-memory OrgData for unit tests of services and the callable pipeline. It mimics the
// Firestore rules that matter to services: transactions apply all-or-nothing, and a read after
// a write inside a transaction throws. The real repositories are covered by integration tests.
import type { Member } from '@assay/domain/members';
import type { Tenant } from '@assay/domain/tenants';
import { nameKey } from '@assay/domain/search';
import { searchTokens } from '@assay/domain/search';
import { sortValueOf } from '../../src/data/tenant-sort.ts';
import type { NewAuditEntry, OrganisationRecord, OrgData, OrgTransaction, TenantFilters, TenantPageQuery } from '../../src/data/types.ts';

export interface MemoryOrgState {
  organisation: OrganisationRecord | null;
  tenants: Map<string, Tenant>;
  names: Map<string, string>;
  members: Map<string, Member>;
  audit: (NewAuditEntry & { id: string })[];
}

function matches(tenant: Tenant, filters: TenantFilters): boolean {
  return (
    (filters.id === undefined || tenant.id === filters.id) &&
    (filters.status === undefined || tenant.status === filters.status) &&
    (filters.group === undefined || tenant.group === filters.group) &&
    (filters.kind === undefined || tenant.kind === filters.kind) &&
    (filters.searchToken === undefined || searchTokens(tenant.name).includes(filters.searchToken)) &&
    (!filters.tagsAny?.length || tenant.tags.some((tag) => filters.tagsAny?.includes(tag)))
  );
}

function compare(a: string | number, b: string | number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function memoryOrgData(tid: string, organisation: Partial<OrganisationRecord> | null = {}): OrgData & { state: MemoryOrgState } {
  const state: MemoryOrgState = {
    organisation:
      organisation === null
        ? null
        : { id: tid, name: 'Test org', plan: 'free', ownerUid: 'owner', createdAt: '2026-01-01T00:00:00.000Z', tenantCount: 0, memberCount: 1, ...organisation },
    tenants: new Map(),
    names: new Map(),
    members: new Map(),
    audit: [],
  };
  let ids = 0;

  const org: OrgData & { state: MemoryOrgState } = {
    tid,
    state,
    organisation: () => Promise.resolve(state.organisation ? { ...state.organisation } : null),
    tenant: (id) => Promise.resolve(state.tenants.get(id) ?? null),
    tenantPage({ filters, sort, after, limit }: TenantPageQuery) {
      const sign = sort.direction === 'asc' ? 1 : -1;
      const all = [...state.tenants.values()]
        .filter((tenant) => matches(tenant, filters))
        .sort((a, b) => sign * (compare(sortValueOf(a, sort.field), sortValueOf(b, sort.field)) || compare(a.id, b.id)));
      const start = after
        ? all.findIndex((tenant) => sign * (compare(sortValueOf(tenant, sort.field), after.value) || compare(tenant.id, after.id)) > 0)
        : 0;
      const rest = start === -1 ? [] : all.slice(start);
      const items = rest.slice(0, limit);
      const last = items.at(-1);
      return Promise.resolve(rest.length > limit && last ? { items, next: { value: sortValueOf(last, sort.field), id: last.id } } : { items });
    },
    countTenants: (filters) => Promise.resolve([...state.tenants.values()].filter((tenant) => matches(tenant, filters)).length),
    member: (uid) => Promise.resolve(state.members.get(uid) ?? null),
    appendAudit(entry) {
      const id = `audit-${state.audit.length + 1}`;
      state.audit.push({ ...entry, id });
      return Promise.resolve(id);
    },
    async transaction<T>(work: (tx: OrgTransaction) => Promise<T>): Promise<T> {
      const writes: (() => void)[] = [];
      const read = <R>(value: R): Promise<R> => {
        if (writes.length > 0) return Promise.reject(new Error('Firestore transactions require all reads to be executed before all writes.'));
        return Promise.resolve(value);
      };
      const tx: OrgTransaction = {
        organisation: () => read(state.organisation ? { ...state.organisation } : null),
        tenant: (id) => read(state.tenants.get(id) ?? null),
        nameHolder: (name) => read(state.names.get(nameKey(name)) ?? null),
        member: (uid) => read(state.members.get(uid) ?? null),
        newTenantId: () => `tenant-${++ids}`,
        createOrganisation: (record) =>
          writes.push(() => {
            if (state.organisation) throw new Error('ALREADY_EXISTS');
            state.organisation = { ...record, id: tid };
          }),
        setCounts: (counts) =>
          writes.push(() => {
            if (!state.organisation) throw new Error('NOT_FOUND');
            state.organisation = { ...state.organisation, ...counts };
          }),
        putTenant: (tenant) => writes.push(() => state.tenants.set(tenant.id, { ...tenant, parentId: tid })),
        holdName: (name, tenantId) => writes.push(() => state.names.set(nameKey(name), tenantId)),
        releaseName: (name) => writes.push(() => state.names.delete(nameKey(name))),
        putMember: (member) => writes.push(() => state.members.set(member.uid, member)),
      };
      const result = await work(tx);
      for (const write of writes) write();
      return result;
    },
  };
  return org;
}
