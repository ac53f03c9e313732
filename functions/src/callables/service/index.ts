import type { AreaCallables } from '../deployed.ts';
import { listParentTenantsCallable } from './list-parent-tenants.ts';
import { setSystemAdminCallable } from './set-system-admin.ts';

export const serviceCallables = {
  listParentTenants: listParentTenantsCallable,
  setSystemAdmin: setSystemAdminCallable,
} satisfies AreaCallables<'service'>;
