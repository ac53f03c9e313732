import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { createTenant } from '../../services/tenants-service.ts';

export const createTenantCallable = defineCallable(contracts.tenants.create, (input, ctx) =>
  createTenant(ctx.org, ctx.uid, input, { now: ctx.now }),
);
