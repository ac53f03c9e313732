import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { saveAnswer } from '../../services/assessments-service.ts';

export const saveAnswerCallable = defineCallable(contracts.assessments.saveAnswer, (input, ctx) =>
  saveAnswer(ctx.org, input, { author: { kind: 'member', uid: ctx.uid }, now: ctx.now }),
);
