// The rules of tenants. Callables stay thin: they pass parsed input and the caller's context.
import type { ContractParsedInput } from '@assay/domain/contracts';
import type { tenantsContracts } from '@assay/domain/tenants';
import { uniqueTags } from '@assay/domain/tenants';
import type { Tenant } from '@assay/domain/tenants';
import { DomainError } from '@assay/domain/errors';
import { withTenant } from '@assay/domain/dashboard';
import type { PortfolioRollup } from '@assay/domain/dashboard';
import { nameKey, searchQueryToken } from '@assay/domain/search';
import type { OrgData, OrgTransaction } from '../data/org-data.ts';
import type { TenantFilters } from '../data/tenants/queries.ts';
import type { TenantViewer } from '@assay/domain/viewer';
import { tenantEventData } from '@assay/domain/webhooks';
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
  return new DomainError('not-found', 'This tenant does not exist or you cannot see it.', {
    reason: 'tenant-not-found',
  });
}

function duplicateName(): DomainError {
  return new DomainError('already-exists', 'An active tenant already has this name.', {
    reason: 'tenant-name-taken',
    fields: [{ path: 'name', rule: 'tenant-name-taken', message: 'An active tenant already has this name' }],
  });
}

async function requireOrganisation(tx: OrgTransaction) {
  const organisation = await tx.organisation.get();
  if (!organisation)
    throw new DomainError('failed-precondition', 'Your organisation no longer exists.', {
      reason: 'organisation-gone',
    });
  return organisation;
}

async function requireTenant(tx: OrgTransaction, tenantId: string): Promise<Tenant> {
  const tenant = await tx.tenants.get(tenantId);
  if (!tenant) throw notFound();
  return tenant;
}

/** A page of tenants; a shared user's list holds at most their own (active) tenant, a restricted key's only its tenants. */
export async function listTenants(
  org: OrgData,
  viewer: TenantViewer,
  input: ListTenantsInput,
): Promise<TenantPageResult> {
  const searchToken = input.search ? searchQueryToken(input.search) : null;
  const filters: TenantFilters = {
    ...(viewer.kind === 'shared'
      ? { ids: [viewer.tenantId], status: 'active' as const }
      : input.status === 'all'
        ? {}
        : { status: input.status }),
    ...(viewer.kind === 'member' && viewer.tenantIds ? { ids: viewer.tenantIds } : {}),
    ...(input.group !== undefined ? { group: input.group } : {}),
    ...(input.kind !== undefined ? { kind: input.kind } : {}),
    ...(searchToken ? { searchToken } : {}),
    ...(input.tags ? { tagsAny: uniqueTags(input.tags).sort() } : {}),
  };
  // A shared user asking for archived tenants gets nothing rather than their archived tenant.
  if (viewer.kind === 'shared' && input.status === 'archived')
    return { items: [], nextCursor: null, total: 0 };
  const fingerprint = queryFingerprint({ filters, sort: input.sort });
  const after = input.cursor
    ? decodeCursor(input.cursor, fingerprint, input.sort.field === 'name' ? 'text' : 'millis')
    : undefined;
  const [page, total] = await Promise.all([
    org.tenants.page({ filters, sort: input.sort, limit: input.pageSize, ...(after ? { after } : {}) }),
    org.tenants.count(filters),
  ]);
  return { items: page.items, nextCursor: page.next ? encodeCursor(fingerprint, page.next) : null, total };
}

export async function getTenant(org: OrgData, viewer: TenantViewer, tenantId: string): Promise<Tenant> {
  if (viewer.kind === 'shared' && viewer.tenantId !== tenantId) throw notFound();
  const tenant = await org.tenants.get(tenantId);
  if (!tenant || (viewer.kind === 'shared' && tenant.status !== 'active')) throw notFound();
  return tenant;
}

export interface CreateOptions {
  now: Date;
  /** A fixed id (seeding): creating it again returns the existing tenant. */
  id?: string;
}

export async function createTenant(
  org: OrgData,
  actorUid: string,
  input: CreateTenantInput,
  options: CreateOptions,
): Promise<Tenant> {
  return org.transaction(async (tx) => {
    if (options.id) {
      const existing = await tx.tenants.get(options.id);
      if (existing) return existing;
    }
    const organisation = await requireOrganisation(tx);
    assertRoom(effectiveLimits(organisation, org.now), 'tenants', organisation.tenantCount);
    if (await tx.tenants.nameHolder(input.name)) throw duplicateName();
    const at = options.now.toISOString();
    const tenant: Tenant = {
      id: options.id ?? tx.tenants.newId(),
      parentId: org.tid,
      name: input.name,
      description: input.description ?? '',
      tags: uniqueTags(input.tags ?? []),
      ...(input.group ? { group: input.group } : {}),
      kind: input.kind,
      ...(input.clientLanguage ? { clientLanguage: input.clientLanguage } : {}),
      status: 'active',
      ownerUid: actorUid,
      createdAt: at,
      updatedAt: at,
    };
    tx.tenants.put(tenant);
    tx.tenants.holdName(tenant.name, tenant.id);
    tx.organisation.setCounts({ tenantCount: organisation.tenantCount + 1 });
    tx.audit.record({
      target: `tenant/${tenant.id}`,
      tenantId: tenant.id,
      summary: 'Created a tenant',
      subjectName: tenant.name,
    });
    tx.webhookEvents.emit('tenant.created', tenantEventData(org.tid, tenant));
    return tenant;
  });
}

const editableFields = ['name', 'description', 'tags', 'group', 'kind', 'clientLanguage'] as const;

/** The editable fields whose values differ (tags compared as lists, order included). */
function changedFields(before: Tenant, after: Tenant): string[] {
  return editableFields.filter(
    (field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null),
  );
}

/** The dashboard's rollup follows the tenant's name and archived state, in the tenant's transaction (written only if it changes). */
function putRollup(tx: OrgTransaction, rollup: PortfolioRollup, tenant: Tenant): void {
  const next = withTenant(rollup, tenant.id, {
    tenantName: tenant.name,
    archived: tenant.status === 'archived',
  });
  if (next !== rollup) tx.rollup.put(next);
}

/** Changes the given fields; giving only the current values changes nothing and records nothing. */
export async function updateTenant(org: OrgData, input: UpdateTenantInput, now: Date): Promise<Tenant> {
  return org.transaction(async (tx) => {
    const tenant = await requireTenant(tx, input.tenantId);
    if (tenant.status === 'archived')
      throw new DomainError('failed-precondition', 'Restore this tenant before changing it.', {
        reason: 'tenant-archived',
      });
    const renamed = input.name !== undefined && nameKey(input.name) !== nameKey(tenant.name);
    if (renamed && input.name !== undefined) {
      const holder = await tx.tenants.nameHolder(input.name);
      if (holder && holder !== tenant.id) throw duplicateName();
    }
    const group = input.group === null ? undefined : (input.group ?? tenant.group);
    const clientLanguage =
      input.clientLanguage === null ? undefined : (input.clientLanguage ?? tenant.clientLanguage);
    const { group: _previousGroup, clientLanguage: _previousLanguage, ...rest } = tenant;
    const candidate: Tenant = {
      ...rest,
      name: input.name ?? tenant.name,
      description: input.description ?? tenant.description,
      tags: input.tags ? uniqueTags(input.tags) : tenant.tags,
      ...(group ? { group } : {}),
      kind: input.kind ?? tenant.kind,
      ...(clientLanguage ? { clientLanguage } : {}),
    };
    const changed = changedFields(tenant, candidate);
    if (changed.length === 0) return tenant;
    const rollup = renamed ? await tx.rollup.get() : undefined;
    const updated: Tenant = { ...candidate, updatedAt: now.toISOString() };
    if (rollup) putRollup(tx, rollup, updated);
    if (renamed) {
      tx.tenants.releaseName(tenant.name);
      tx.tenants.holdName(updated.name, tenant.id);
    }
    tx.tenants.put(updated);
    tx.audit.record({
      target: `tenant/${tenant.id}`,
      tenantId: tenant.id,
      summary: `Updated a tenant (${changed.join(', ')})`,
      subjectName: updated.name,
      changedFields: changed,
    });
    tx.webhookEvents.emit('tenant.updated', { ...tenantEventData(org.tid, updated), changedFields: changed });
    return updated;
  });
}

/** Archives a tenant: frees its name and its place in the plan. Archiving twice changes nothing. */
export async function archiveTenant(org: OrgData, tenantId: string, now: Date): Promise<Tenant> {
  return org.transaction(async (tx) => {
    const tenant = await requireTenant(tx, tenantId);
    if (tenant.status === 'archived') return tenant;
    const organisation = await requireOrganisation(tx);
    const holder = await tx.tenants.nameHolder(tenant.name);
    const rollup = await tx.rollup.get();
    const at = now.toISOString();
    const archived: Tenant = { ...tenant, status: 'archived', archivedAt: at, updatedAt: at };
    tx.tenants.put(archived);
    putRollup(tx, rollup, archived);
    if (holder === tenant.id) tx.tenants.releaseName(tenant.name);
    tx.organisation.setCounts({ tenantCount: Math.max(0, organisation.tenantCount - 1) });
    tx.audit.record({
      target: `tenant/${tenant.id}`,
      tenantId: tenant.id,
      summary: 'Archived a tenant',
      subjectName: tenant.name,
    });
    tx.webhookEvents.emit('tenant.archived', tenantEventData(org.tid, archived));
    return archived;
  });
}

/** Restores an archived tenant if the plan has room and no active tenant took its name. Restoring twice changes nothing. */
export async function restoreTenant(org: OrgData, tenantId: string, now: Date): Promise<Tenant> {
  return org.transaction(async (tx) => {
    const tenant = await requireTenant(tx, tenantId);
    if (tenant.status === 'active') return tenant;
    const organisation = await requireOrganisation(tx);
    assertRoom(effectiveLimits(organisation, org.now), 'tenants', organisation.tenantCount);
    const holder = await tx.tenants.nameHolder(tenant.name);
    if (holder && holder !== tenant.id) {
      throw new DomainError(
        'already-exists',
        'An active tenant now has this name. Rename one of them first.',
        {
          reason: 'tenant-name-taken',
          fields: [
            { path: 'name', rule: 'tenant-name-taken', message: 'An active tenant already has this name' },
          ],
        },
      );
    }
    const rollup = await tx.rollup.get();
    const { archivedAt: _archivedAt, ...rest } = tenant;
    const restored: Tenant = { ...rest, status: 'active', updatedAt: now.toISOString() };
    tx.tenants.put(restored);
    putRollup(tx, rollup, restored);
    tx.tenants.holdName(restored.name, restored.id);
    tx.organisation.setCounts({ tenantCount: organisation.tenantCount + 1 });
    tx.audit.record({
      target: `tenant/${tenant.id}`,
      tenantId: tenant.id,
      summary: 'Restored a tenant',
      subjectName: tenant.name,
    });
    return restored;
  });
}
