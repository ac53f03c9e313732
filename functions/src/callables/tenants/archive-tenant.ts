import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { archiveTenant } from '../../services/tenants-service.ts';

export const archiveTenantCallable = defineCallable(contracts.tenants.archive, async (input, ctx) => {
  const tenant = await archiveTenant(ctx.org, input.tenantId, ctx.now);
  ctx.audit({ target: `tenant/${tenant.id}`, tenantId: tenant.id, summary: `Archived tenant "${tenant.name}"` });
  return tenant;
});
