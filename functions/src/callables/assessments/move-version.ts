import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { moveVersion } from '../../services/version-move-service.ts';

export const moveVersionCallable = defineCallable(contracts.assessments.moveVersion, (input, ctx) =>
  moveVersion(ctx.org, input.assessmentId, input.baselineId, ctx.now),
);
