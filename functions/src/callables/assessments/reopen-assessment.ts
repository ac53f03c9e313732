import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { transitionAssessment } from '../../services/assessments-service.ts';
import { rollUpWithdrawn } from '../../services/dashboard-service.ts';

// A reopened assessment no longer counts in the dashboard's scores (until completed again).
export const reopenAssessmentCallable = defineCallable(contracts.assessments.reopen, async (input, ctx) => {
  const assessment = await transitionAssessment(ctx.org, input.assessmentId, 'reopen', {
    now: ctx.now,
    actorUid: ctx.uid,
    reason: input.reason,
  });
  await rollUpWithdrawn(ctx.org, assessment.id);
  return assessment;
});
