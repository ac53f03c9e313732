import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { createBaseline } from '../../services/baselines-admin-service.ts';
import { globalScope } from '../../services/library-service.ts';

export const createGlobalBaselineCallable = defineCallable(contracts.library.create, (input, ctx) =>
  createBaseline(globalScope(ctx.platform), input),
);
