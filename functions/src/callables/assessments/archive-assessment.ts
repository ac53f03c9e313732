import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { transitionAssessment } from '../../services/assessments-service.ts';
import { rollUpWithdrawn } from '../../services/dashboard-service.ts';

// An archived assessment leaves the dashboard's scores.
export const archiveAssessmentCallable = defineCallable(contracts.assessments.archive, async (input, ctx) => {
  const assessment = await transitionAssessment(ctx.org, input.assessmentId, 'archive', {
    now: ctx.now,
    actorUid: ctx.uid,
  });
  await rollUpWithdrawn(ctx.org, assessment.id);
  return assessment;
});
