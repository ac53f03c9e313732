import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { restoreTenant } from '../../services/tenants-service.ts';

export const restoreTenantCallable = defineCallable(contracts.tenants.restore, async (input, ctx) => {
  const tenant = await restoreTenant(ctx.org, input.tenantId, ctx.now);
  ctx.audit({ target: `tenant/${tenant.id}`, tenantId: tenant.id, summary: `Restored tenant "${tenant.name}"` });
  return tenant;
});
