import type { AreaCallables } from '../deployed.ts';
import { archiveTenantCallable } from './archive-tenant.ts';
import { createTenantCallable } from './create-tenant.ts';
import { getTenantCallable } from './get-tenant.ts';
import { listTenantsCallable } from './list-tenants.ts';
import { restoreTenantCallable } from './restore-tenant.ts';
import { updateTenantCallable } from './update-tenant.ts';

export const tenantsCallables = {
  list: listTenantsCallable,
  get: getTenantCallable,
  create: createTenantCallable,
  update: updateTenantCallable,
  archive: archiveTenantCallable,
  restore: restoreTenantCallable,
} satisfies AreaCallables<'tenants'>;
