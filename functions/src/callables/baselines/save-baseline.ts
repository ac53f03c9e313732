import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { saveBaseline, orgScope } from '../../services/baselines-admin-service.ts';

export const saveBaselineCallable = defineCallable(contracts.baselines.save, (input, ctx) =>
  saveBaseline(orgScope(ctx.org), input),
);
