import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { getTenant } from '../../services/tenants-service.ts';

export const getTenantCallable = defineCallable(contracts.tenants.get, (input, ctx) =>
  getTenant(ctx.org, ctx.viewer, input.tenantId),
);
