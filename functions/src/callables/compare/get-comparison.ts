import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { getComparison } from '../../services/compare-service.ts';

export const getComparisonCallable = defineCallable(contracts.compare.get, (input, ctx) =>
  getComparison(ctx.org, input),
);
