import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { updateTenant } from '../../services/tenants-service.ts';

export const updateTenantCallable = defineCallable(contracts.tenants.update, async (input, ctx) => {
  const tenant = await updateTenant(ctx.org, input, ctx.now);
  const changed = Object.keys(input).filter((key) => key !== 'tenantId');
  ctx.audit({ target: `tenant/${tenant.id}`, tenantId: tenant.id, summary: `Updated tenant "${tenant.name}" (${changed.join(', ') || 'no changes'})` });
  return tenant;
});
