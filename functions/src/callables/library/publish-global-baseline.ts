import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { publishBaseline } from '../../services/baselines-admin-service.ts';
import { globalScope } from '../../services/library-service.ts';

export const publishGlobalBaselineCallable = defineCallable(contracts.library.publish, (input, ctx) =>
  publishBaseline(globalScope(ctx.platform), input, ctx.uid, ctx.now),
);
