import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { getBaseline } from '../../services/baselines-service.ts';

export const getBaselineCallable = defineCallable(contracts.baselines.get, (input, ctx) =>
  getBaseline(ctx.org, input.baselineId),
);
