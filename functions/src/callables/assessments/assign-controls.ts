import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { assignControls } from '../../services/assessments-service.ts';

export const assignControlsCallable = defineCallable(contracts.assessments.assign, (input, ctx) =>
  assignControls(ctx.org, input, ctx.now),
);
