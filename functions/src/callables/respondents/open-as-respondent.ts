import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { openAsRespondent } from '../../services/respondents-service.ts';

export const openAsRespondentCallable = defineCallable(contracts.respondents.open, (input, ctx) =>
  openAsRespondent(ctx.tokenAccess, input, ctx.now),
);
