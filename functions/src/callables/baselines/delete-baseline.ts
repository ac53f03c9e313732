import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { deleteBaselineDraft } from '../../services/baselines-admin-service.ts';

export const deleteBaselineCallable = defineCallable(contracts.baselines.delete, (input, ctx) => deleteBaselineDraft(ctx.org, input.baselineId));
