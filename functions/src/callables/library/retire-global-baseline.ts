import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { retireBaseline } from '../../services/baselines-admin-service.ts';
import { globalScope } from '../../services/library-service.ts';

export const retireGlobalBaselineCallable = defineCallable(contracts.library.retire, (input, ctx) =>
  retireBaseline(globalScope(ctx.platform), input.baselineId),
);
