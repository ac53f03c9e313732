import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { transitionAssessment } from '../../services/assessments-service.ts';

export const submitAssessmentCallable = defineCallable(contracts.assessments.submit, (input, ctx) =>
  transitionAssessment(ctx.org, input.assessmentId, 'submit', { now: ctx.now, actorUid: ctx.uid }),
);
