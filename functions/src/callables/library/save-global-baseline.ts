import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { saveBaseline } from '../../services/baselines-admin-service.ts';
import { globalScope } from '../../services/library-service.ts';

export const saveGlobalBaselineCallable = defineCallable(contracts.library.save, (input, ctx) =>
  saveBaseline(globalScope(ctx.platform), input),
);
