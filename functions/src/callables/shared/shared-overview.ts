import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { sharedOverview } from '../../services/shared-service.ts';

export const sharedOverviewCallable = defineCallable(contracts.shared.overview, (input, ctx) =>
  sharedOverview(ctx.org, ctx.viewer, input.tenantId),
);
