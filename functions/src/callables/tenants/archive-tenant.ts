import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { archiveTenant } from '../../services/tenants-service.ts';

export const archiveTenantCallable = defineCallable(contracts.tenants.archive, (input, ctx) =>
  archiveTenant(ctx.org, input.tenantId, ctx.now),
);
