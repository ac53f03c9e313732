import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { importBaseline, orgScope } from '../../services/baselines-admin-service.ts';

export const importBaselineCallable = defineCallable(contracts.baselines.import, (input, ctx) =>
  importBaseline(orgScope(ctx.org), input),
);
