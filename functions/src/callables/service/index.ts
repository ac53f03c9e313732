import type { AreaCallables } from '../deployed.ts';
import { listOutboxCallable } from './list-outbox.ts';
import { listParentTenantsCallable } from './list-parent-tenants.ts';
import { setSystemAdminCallable } from './set-system-admin.ts';

export const serviceCallables = {
  listParentTenants: listParentTenantsCallable,
  listOutbox: listOutboxCallable,
  setSystemAdmin: setSystemAdminCallable,
} satisfies AreaCallables<'service'>;
