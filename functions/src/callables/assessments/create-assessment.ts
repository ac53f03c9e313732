import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { createAssessment } from '../../services/assessments-service.ts';

export const createAssessmentCallable = defineCallable(contracts.assessments.create, (input, ctx) =>
  createAssessment(ctx.org, ctx.uid, input, { now: ctx.now }),
);
