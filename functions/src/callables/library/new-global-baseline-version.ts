import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { newBaselineVersion } from '../../services/baselines-admin-service.ts';
import { globalScope } from '../../services/library-service.ts';

export const newGlobalBaselineVersionCallable = defineCallable(contracts.library.newVersion, (input, ctx) =>
  newBaselineVersion(globalScope(ctx.platform), input.baselineId),
);
