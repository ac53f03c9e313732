import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { transitionAssessment } from '../../services/assessments-service.ts';
import { rollUpCompleted } from '../../services/dashboard-service.ts';
import { generateRoadmap } from '../../services/roadmap-service.ts';

// Completing generates (or regenerates) the tenant's roadmap for the baseline and adds the score
// to the dashboard's rollup; both are idempotent, so if one fails after the completion committed,
// roadmap-generate (or completing again after a reopen) finishes it.
export const completeAssessmentCallable = defineCallable(
  contracts.assessments.complete,
  async (input, ctx) => {
    const assessment = await transitionAssessment(ctx.org, input.assessmentId, 'complete', {
      now: ctx.now,
      actorUid: ctx.uid,
    });
    await generateRoadmap(ctx.org, assessment.id, ctx.now);
    await rollUpCompleted(ctx.org, assessment);
    return assessment;
  },
);
