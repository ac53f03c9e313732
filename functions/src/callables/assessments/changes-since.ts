import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { changesSince } from '../../services/assessments-service.ts';

export const changesSinceCallable = defineCallable(contracts.assessments.changesSince, (input, ctx) =>
  changesSince(ctx.org, input.assessmentId, input.since, ctx.now),
);
