import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { transitionAssessment } from '../../services/assessments-service.ts';
import { generateRoadmap } from '../../services/roadmap-service.ts';

// Completing generates (or regenerates) the tenant's roadmap for the baseline; generation is
// idempotent, so if it fails after the completion committed, roadmap-generate finishes it.
export const completeAssessmentCallable = defineCallable(contracts.assessments.complete, async (input, ctx) => {
  const assessment = await transitionAssessment(ctx.org, input.assessmentId, 'complete', { now: ctx.now, actorUid: ctx.uid });
  await generateRoadmap(ctx.org, assessment.id, ctx.now);
  return assessment;
});
