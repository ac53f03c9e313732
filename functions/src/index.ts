// Deployed functions. Groups make the deployed names equal the contract names:
// `tenants.create` is deployed as `tenants-create`.
import { completeSignUpCallable } from './callables/org/complete-sign-up.ts';
import { getOrgCallable } from './callables/org/get-org.ts';
import { listParentTenantsCallable } from './callables/service/list-parent-tenants.ts';
import { setSystemAdminCallable } from './callables/service/set-system-admin.ts';
import { archiveTenantCallable } from './callables/tenants/archive-tenant.ts';
import { createTenantCallable } from './callables/tenants/create-tenant.ts';
import { getTenantCallable } from './callables/tenants/get-tenant.ts';
import { listTenantsCallable } from './callables/tenants/list-tenants.ts';
import { restoreTenantCallable } from './callables/tenants/restore-tenant.ts';
import { updateTenantCallable } from './callables/tenants/update-tenant.ts';

export const org = {
  completeSignUp: completeSignUpCallable,
  get: getOrgCallable,
};

export const tenants = {
  list: listTenantsCallable,
  get: getTenantCallable,
  create: createTenantCallable,
  update: updateTenantCallable,
  archive: archiveTenantCallable,
  restore: restoreTenantCallable,
};

export const service = {
  listParentTenants: listParentTenantsCallable,
  setSystemAdmin: setSystemAdminCallable,
};
