import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { previewVersionMove } from '../../services/version-move-service.ts';

export const previewVersionMoveCallable = defineCallable(
  contracts.assessments.previewVersionMove,
  (input, ctx) => previewVersionMove(ctx.org, input.assessmentId, input.baselineId),
);
