import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { assessmentResults } from '../../services/assessments-service.ts';

export const assessmentCallable = defineCallable(contracts.support.assessment, (input, ctx) =>
  assessmentResults(ctx.org, input.assessmentId),
);
