import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { createBaseline } from '../../services/baselines-admin-service.ts';

export const createBaselineCallable = defineCallable(contracts.baselines.create, (input, ctx) => createBaseline(ctx.org, input));
