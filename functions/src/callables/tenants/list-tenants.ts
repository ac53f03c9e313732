import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { listTenants } from '../../services/tenants-service.ts';

export const listTenantsCallable = defineCallable(contracts.tenants.list, (input, ctx) =>
  listTenants(ctx.org, ctx.viewer, input),
);
