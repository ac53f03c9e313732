import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { getGlobalBaseline } from '../../services/library-service.ts';

export const getGlobalBaselineCallable = defineCallable(contracts.library.get, (input, ctx) =>
  getGlobalBaseline(ctx.platform, input.baselineId),
);
