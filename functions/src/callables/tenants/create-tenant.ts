import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { createTenant } from '../../services/tenants-service.ts';

export const createTenantCallable = defineCallable(contracts.tenants.create, async (input, ctx) => {
  const tenant = await createTenant(ctx.org, ctx.uid, input, { now: ctx.now });
  ctx.audit({ target: `tenant/${tenant.id}`, tenantId: tenant.id, summary: `Created tenant "${tenant.name}"` });
  return tenant;
});
