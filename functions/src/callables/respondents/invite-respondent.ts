import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { appOrigin } from '../../config/settings.ts';
import { inviteRespondent } from '../../services/respondents-service.ts';

export const inviteRespondentCallable = defineCallable(contracts.respondents.invite, (input, ctx) =>
  inviteRespondent(ctx.org, input, { now: ctx.now, actorUid: ctx.uid, appOrigin: appOrigin() }),
);
