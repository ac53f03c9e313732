import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { getAssessment } from '../../services/assessments-service.ts';

export const getAssessmentCallable = defineCallable(contracts.assessments.get, (input, ctx) =>
  getAssessment(ctx.org, input.assessmentId, ctx.now),
);
