import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { exportBaselineFile } from '../../services/baselines-admin-service.ts';
import { globalScope } from '../../services/library-service.ts';

export const exportGlobalBaselineCallable = defineCallable(contracts.library.export, (input, ctx) =>
  exportBaselineFile(globalScope(ctx.platform), input),
);
