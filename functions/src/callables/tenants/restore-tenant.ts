import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { restoreTenant } from '../../services/tenants-service.ts';

export const restoreTenantCallable = defineCallable(contracts.tenants.restore, (input, ctx) =>
  restoreTenant(ctx.org, input.tenantId, ctx.now),
);
