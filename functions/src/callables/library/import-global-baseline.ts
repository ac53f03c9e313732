import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { importBaseline } from '../../services/baselines-admin-service.ts';
import { globalScope } from '../../services/library-service.ts';

export const importGlobalBaselineCallable = defineCallable(contracts.library.import, (input, ctx) =>
  importBaseline(globalScope(ctx.platform), input),
);
