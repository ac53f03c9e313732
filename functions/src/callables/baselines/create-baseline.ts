import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { createBaseline, orgScope } from '../../services/baselines-admin-service.ts';

export const createBaselineCallable = defineCallable(contracts.baselines.create, (input, ctx) =>
  createBaseline(orgScope(ctx.org), input),
);
