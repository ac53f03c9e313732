import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { duplicateBaseline } from '../../services/baselines-admin-service.ts';
import { globalScope } from '../../services/library-service.ts';

export const duplicateGlobalBaselineCallable = defineCallable(contracts.library.duplicate, (input, ctx) =>
  duplicateBaseline(globalScope(ctx.platform), input),
);
