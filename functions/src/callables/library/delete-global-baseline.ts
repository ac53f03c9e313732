import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { deleteBaselineDraft } from '../../services/baselines-admin-service.ts';
import { globalScope } from '../../services/library-service.ts';

export const deleteGlobalBaselineCallable = defineCallable(contracts.library.delete, (input, ctx) =>
  deleteBaselineDraft(globalScope(ctx.platform), input.baselineId),
);
