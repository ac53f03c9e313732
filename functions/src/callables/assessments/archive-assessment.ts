import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { transitionAssessment } from '../../services/assessments-service.ts';

export const archiveAssessmentCallable = defineCallable(contracts.assessments.archive, (input, ctx) => transitionAssessment(ctx.org, input.assessmentId, 'archive', { now: ctx.now, actorUid: ctx.uid }));
