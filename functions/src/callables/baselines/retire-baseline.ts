import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { retireBaseline } from '../../services/baselines-admin-service.ts';

export const retireBaselineCallable = defineCallable(contracts.baselines.retire, (input, ctx) => retireBaseline(ctx.org, input.baselineId));
