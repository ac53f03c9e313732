import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { duplicateBaseline, orgScope } from '../../services/baselines-admin-service.ts';

export const duplicateBaselineCallable = defineCallable(contracts.baselines.duplicate, (input, ctx) =>
  duplicateBaseline(orgScope(ctx.org), input),
);
