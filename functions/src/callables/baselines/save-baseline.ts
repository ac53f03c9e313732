import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { saveBaseline } from '../../services/baselines-admin-service.ts';

export const saveBaselineCallable = defineCallable(contracts.baselines.save, (input, ctx) => saveBaseline(ctx.org, input));
