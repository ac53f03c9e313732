// Tenant ↔ stored document. The stored form adds the fields queries need: `nameLower` (sort
// key) and `facets`, the tokens every list query filters on (see queries.ts).
import type { DocumentData } from 'firebase-admin/firestore';
import { localeOrUndefined } from '@assay/domain/locales';
import { nameKey, searchTokens } from '@assay/domain/search';
import { tenantKinds, tenantStatuses } from '@assay/domain/tenants';
import type { Tenant, TenantKind, TenantStatus } from '@assay/domain/tenants';
import { isoFrom, optionalIsoFrom, optionalStr, str, timestampFromIso } from '../convert.ts';
import type { Mapper } from '../store/store.ts';

/**
 * Filter tokens of a tenant, each scoped by status so one `array-contains(-any)` on `facets`
 * answers status plus one other filter: `s:active`, `g:active:<group key>`, `k:active:client`,
 * `t:active:<tag>`, `q:active:<search token>`. Group keys are case- and spacing-insensitive.
 */
export const facet = {
  status: (status: TenantStatus) => `s:${status}`,
  group: (status: TenantStatus, group: string) => `g:${status}:${nameKey(group)}`,
  kind: (status: TenantStatus, kind: TenantKind) => `k:${status}:${kind}`,
  tag: (status: TenantStatus, tag: string) => `t:${status}:${tag}`,
  search: (status: TenantStatus, token: string) => `q:${status}:${token}`,
};

export function facetsOf(tenant: Tenant): string[] {
  const { status } = tenant;
  return [
    facet.status(status),
    ...(tenant.group ? [facet.group(status, tenant.group)] : []),
    facet.kind(status, tenant.kind),
    ...tenant.tags.map((tag) => facet.tag(status, tag)),
    ...searchTokens(tenant.name).map((token) => facet.search(status, token)),
  ];
}

export const tenantMapper: Mapper<Tenant> = {
  fromDoc(data: DocumentData): Tenant {
    const kind = data.kind as TenantKind;
    const status = data.status as TenantStatus;
    if (!tenantKinds.includes(kind) || !tenantStatuses.includes(status))
      throw new Error('Stored tenant has an unknown kind or status');
    const group = optionalStr(data.group);
    const archivedAt = optionalIsoFrom(data.archivedAt, 'archivedAt');
    const clientLanguage = localeOrUndefined(data.clientLanguage);
    return {
      id: str(data.id, 'id'),
      parentId: str(data.parentId, 'parentId'),
      name: str(data.name, 'name'),
      description: optionalStr(data.description) ?? '',
      tags: Array.isArray(data.tags)
        ? (data.tags as unknown[]).filter((tag): tag is string => typeof tag === 'string')
        : [],
      ...(group ? { group } : {}),
      kind,
      ...(clientLanguage ? { clientLanguage } : {}),
      status,
      ownerUid: str(data.ownerUid, 'ownerUid'),
      createdAt: isoFrom(data.createdAt, 'createdAt'),
      updatedAt: isoFrom(data.updatedAt, 'updatedAt'),
      ...(archivedAt ? { archivedAt } : {}),
    };
  },
  /** Absent optionals are stored as null (never deleted fields). */
  toDoc(tenant: Tenant): DocumentData {
    return {
      id: tenant.id,
      parentId: tenant.parentId,
      name: tenant.name,
      nameLower: nameKey(tenant.name),
      facets: facetsOf(tenant),
      description: tenant.description,
      tags: tenant.tags,
      group: tenant.group ?? null,
      kind: tenant.kind,
      clientLanguage: tenant.clientLanguage ?? null,
      status: tenant.status,
      ownerUid: tenant.ownerUid,
      createdAt: timestampFromIso(tenant.createdAt),
      updatedAt: timestampFromIso(tenant.updatedAt),
      archivedAt: tenant.archivedAt ? timestampFromIso(tenant.archivedAt) : null,
    };
  },
};
