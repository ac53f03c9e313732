import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { updateTenant } from '../../services/tenants-service.ts';

export const updateTenantCallable = defineCallable(contracts.tenants.update, (input, ctx) =>
  updateTenant(ctx.org, input, ctx.now),
);
