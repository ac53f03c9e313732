import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { saveAsRespondent } from '../../services/respondents-service.ts';

export const saveAsRespondentCallable = defineCallable(contracts.respondents.saveAnswer, (input, ctx) =>
  saveAsRespondent(ctx.tokenAccess, input, ctx.now),
);
