import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { importBaseline } from '../../services/baselines-admin-service.ts';

export const importBaselineCallable = defineCallable(contracts.baselines.import, (input, ctx) => importBaseline(ctx.org, input));
