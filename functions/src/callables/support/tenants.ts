import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { listTenants } from '../../services/tenants-service.ts';

// The organisation was opened by the pipeline under the caller's active grant (core/support-access.ts).
export const tenantsCallable = defineCallable(contracts.support.tenants, ({ tid: _tid, ...input }, ctx) =>
  listTenants(ctx.org, ctx.viewer, input),
);
