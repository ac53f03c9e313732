import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { duplicateBaseline } from '../../services/baselines-admin-service.ts';

export const duplicateBaselineCallable = defineCallable(contracts.baselines.duplicate, (input, ctx) => duplicateBaseline(ctx.org, input));
