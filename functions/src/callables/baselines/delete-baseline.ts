import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { deleteBaselineDraft, orgScope } from '../../services/baselines-admin-service.ts';

export const deleteBaselineCallable = defineCallable(contracts.baselines.delete, (input, ctx) =>
  deleteBaselineDraft(orgScope(ctx.org), input.baselineId),
);
