import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { exportBaselineFile } from '../../services/baselines-admin-service.ts';

export const exportBaselineCallable = defineCallable(contracts.baselines.export, (input, ctx) => exportBaselineFile(ctx.org, input));
