import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { transitionAssessment } from '../../services/assessments-service.ts';

export const reopenAssessmentCallable = defineCallable(contracts.assessments.reopen, (input, ctx) =>
  transitionAssessment(ctx.org, input.assessmentId, 'reopen', { now: ctx.now, actorUid: ctx.uid, reason: input.reason }),
);
