// The rules of tenants. Callables stay thin: they pass parsed input and the caller's context.
import type { ContractParsedInput } from '@assay/domain/contracts';
import type { tenantsContracts } from '@assay/domain/tenants';
import { uniqueTags } from '@assay/domain/tenants';
import type { Tenant } from '@assay/domain/tenants';
import { DomainError } from '@assay/domain/errors';
import { nameKey, searchQueryToken } from '@assay/domain/search';
import type { OrgData, OrgTransaction, TenantFilters } from '../data/types.ts';
import type { TenantViewer } from '@assay/domain/viewer';
import { decodeCursor, encodeCursor, queryFingerprint } from './cursor.ts';
import { assertRoom, effectiveLimits } from './limits.ts';

export type ListTenantsInput = ContractParsedInput<typeof tenantsContracts.list>;
export type CreateTenantInput = ContractParsedInput<typeof tenantsContracts.create>;
export type UpdateTenantInput = ContractParsedInput<typeof tenantsContracts.update>;

export interface TenantPageResult {
  items: Tenant[];
  nextCursor: string | null;
  total: number;
}

function notFound(): DomainError {
  return new DomainError('not-found', 'This tenant does not exist or you cannot see it.');
}

function duplicateName(): DomainError {
  return new DomainError('already-exists', 'An active tenant already has this name.', {
    fields: [{ path: 'name', message: 'An active tenant already has this name' }],
  });
}

async function requireOrganisation(tx: OrgTransaction) {
  const organisation = await tx.organisation();
  if (!organisation) throw new DomainError('failed-precondition', 'Your organisation no longer exists.');
  return organisation;
}

async function requireTenant(tx: OrgTransaction, tenantId: string): Promise<Tenant> {
  const tenant = await tx.tenant(tenantId);
  if (!tenant) throw notFound();
  return tenant;
}

/** A page of tenants; a shared user's list holds at most their own (active) tenant. */
export async function listTenants(org: OrgData, viewer: TenantViewer, input: ListTenantsInput): Promise<TenantPageResult> {
  const searchToken = input.search ? searchQueryToken(input.search) : null;
  const filters: TenantFilters = {
    ...(viewer.kind === 'shared' ? { id: viewer.tenantId, status: 'active' as const } : input.status === 'all' ? {} : { status: input.status }),
    ...(input.group !== undefined ? { group: input.group } : {}),
    ...(input.kind !== undefined ? { kind: input.kind } : {}),
    ...(searchToken ? { searchToken } : {}),
    ...(input.tags ? { tagsAny: uniqueTags(input.tags).sort() } : {}),
  };
  // A shared user asking for archived tenants gets nothing rather than their archived tenant.
  if (viewer.kind === 'shared' && input.status === 'archived') return { items: [], nextCursor: null, total: 0 };
  const fingerprint = queryFingerprint({ filters, sort: input.sort });
  const after = input.cursor ? decodeCursor(input.cursor, fingerprint, input.sort.field === 'name' ? 'text' : 'millis') : undefined;
  const [page, total] = await Promise.all([
    org.tenantPage({ filters, sort: input.sort, limit: input.pageSize, ...(after ? { after } : {}) }),
    org.countTenants(filters),
  ]);
  return { items: page.items, nextCursor: page.next ? encodeCursor(fingerprint, page.next) : null, total };
}

export async function getTenant(org: OrgData, viewer: TenantViewer, tenantId: string): Promise<Tenant> {
  if (viewer.kind === 'shared' && viewer.tenantId !== tenantId) throw notFound();
  const tenant = await org.tenant(tenantId);
  if (!tenant || (viewer.kind === 'shared' && tenant.status !== 'active')) throw notFound();
  return tenant;
}

export interface CreateOptions {
  now: Date;
  /** A fixed id (seeding): creating it again returns the existing tenant. */
  id?: string;
}

export async function createTenant(org: OrgData, actorUid: string, input: CreateTenantInput, options: CreateOptions): Promise<Tenant> {
  return org.transaction(async (tx) => {
    if (options.id) {
      const existing = await tx.tenant(options.id);
      if (existing) return existing;
    }
    const organisation = await requireOrganisation(tx);
    assertRoom(effectiveLimits(organisation), 'tenants', organisation.tenantCount);
    if (await tx.nameHolder(input.name)) throw duplicateName();
    const at = options.now.toISOString();
    const tenant: Tenant = {
      id: options.id ?? tx.newTenantId(),
      parentId: org.tid,
      name: input.name,
      description: input.description ?? '',
      tags: uniqueTags(input.tags ?? []),
      ...(input.group ? { group: input.group } : {}),
      kind: input.kind,
      status: 'active',
      ownerUid: actorUid,
      createdAt: at,
      updatedAt: at,
    };
    tx.putTenant(tenant);
    tx.holdName(tenant.name, tenant.id);
    tx.setCounts({ tenantCount: organisation.tenantCount + 1 });
    return tenant;
  });
}

export async function updateTenant(org: OrgData, input: UpdateTenantInput, now: Date): Promise<Tenant> {
  return org.transaction(async (tx) => {
    const tenant = await requireTenant(tx, input.tenantId);
    if (tenant.status === 'archived') throw new DomainError('failed-precondition', 'Restore this tenant before changing it.');
    const renamed = input.name !== undefined && nameKey(input.name) !== nameKey(tenant.name);
    if (renamed && input.name !== undefined) {
      const holder = await tx.nameHolder(input.name);
      if (holder && holder !== tenant.id) throw duplicateName();
    }
    const group = input.group === null ? undefined : (input.group ?? tenant.group);
    const { group: _previousGroup, ...rest } = tenant;
    const updated: Tenant = {
      ...rest,
      name: input.name ?? tenant.name,
      description: input.description ?? tenant.description,
      tags: input.tags ? uniqueTags(input.tags) : tenant.tags,
      ...(group ? { group } : {}),
      kind: input.kind ?? tenant.kind,
      updatedAt: now.toISOString(),
    };
    if (renamed) {
      tx.releaseName(tenant.name);
      tx.holdName(updated.name, tenant.id);
    }
    tx.putTenant(updated);
    return updated;
  });
}

/** Archives a tenant: frees its name and its place in the plan. Archiving twice changes nothing. */
export async function archiveTenant(org: OrgData, tenantId: string, now: Date): Promise<Tenant> {
  return org.transaction(async (tx) => {
    const tenant = await requireTenant(tx, tenantId);
    if (tenant.status === 'archived') return tenant;
    const organisation = await requireOrganisation(tx);
    const holder = await tx.nameHolder(tenant.name);
    const at = now.toISOString();
    const archived: Tenant = { ...tenant, status: 'archived', archivedAt: at, updatedAt: at };
    tx.putTenant(archived);
    if (holder === tenant.id) tx.releaseName(tenant.name);
    tx.setCounts({ tenantCount: Math.max(0, organisation.tenantCount - 1) });
    return archived;
  });
}

/** Restores an archived tenant if the plan has room and no active tenant took its name. */
export async function restoreTenant(org: OrgData, tenantId: string, now: Date): Promise<Tenant> {
  return org.transaction(async (tx) => {
    const tenant = await requireTenant(tx, tenantId);
    if (tenant.status === 'active') return tenant;
    const organisation = await requireOrganisation(tx);
    assertRoom(effectiveLimits(organisation), 'tenants', organisation.tenantCount);
    const holder = await tx.nameHolder(tenant.name);
    if (holder && holder !== tenant.id) {
      throw new DomainError('already-exists', 'An active tenant now has this name. Rename one of them first.', {
        fields: [{ path: 'name', message: 'An active tenant already has this name' }],
      });
    }
    const { archivedAt: _archivedAt, ...rest } = tenant;
    const restored: Tenant = { ...rest, status: 'active', updatedAt: now.toISOString() };
    tx.putTenant(restored);
    tx.holdName(restored.name, restored.id);
    tx.setCounts({ tenantCount: organisation.tenantCount + 1 });
    return restored;
  });
}
