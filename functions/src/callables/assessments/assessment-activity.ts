import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { assessmentActivity } from '../../services/assessments-service.ts';

export const assessmentActivityCallable = defineCallable(contracts.assessments.activity, (input, ctx) =>
  assessmentActivity(ctx.org, input.assessmentId),
);
