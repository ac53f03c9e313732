import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { respondentDone } from '../../services/respondents-service.ts';

export const respondentDoneCallable = defineCallable(contracts.respondents.done, (input, ctx) =>
  respondentDone(ctx.tokenAccess, input, ctx.now),
);
