import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { retireBaseline, orgScope } from '../../services/baselines-admin-service.ts';

export const retireBaselineCallable = defineCallable(contracts.baselines.retire, (input, ctx) =>
  retireBaseline(orgScope(ctx.org), input.baselineId),
);
