import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { transitionAssessment } from '../../services/assessments-service.ts';

export const completeAssessmentCallable = defineCallable(contracts.assessments.complete, (input, ctx) => transitionAssessment(ctx.org, input.assessmentId, 'complete', { now: ctx.now, actorUid: ctx.uid }));
