import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { newBaselineVersion, orgScope } from '../../services/baselines-admin-service.ts';

export const newBaselineVersionCallable = defineCallable(contracts.baselines.newVersion, (input, ctx) =>
  newBaselineVersion(orgScope(ctx.org), input.baselineId),
);
