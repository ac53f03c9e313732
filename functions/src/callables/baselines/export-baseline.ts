import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { exportBaselineFile, orgScope } from '../../services/baselines-admin-service.ts';

export const exportBaselineCallable = defineCallable(contracts.baselines.export, (input, ctx) =>
  exportBaselineFile(orgScope(ctx.org), input),
);
