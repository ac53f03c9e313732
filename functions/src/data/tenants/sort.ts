import type { Tenant } from '@assay/domain/tenants';
import { nameKey } from '@assay/domain/search';
import type { TenantSort } from './queries.ts';

/** The value a tenant sorts by, as stored: the name key, or epoch millis of a date. */
export function sortValueOf(tenant: Tenant, field: TenantSort['field']): string | number {
  if (field === 'name') return nameKey(tenant.name);
  return Date.parse(field === 'createdAt' ? tenant.createdAt : tenant.updatedAt);
}
