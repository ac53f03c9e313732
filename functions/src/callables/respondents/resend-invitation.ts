import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { appOrigin } from '../../config/settings.ts';
import { changeRespondentInvitation } from '../../services/respondents-service.ts';

export const resendRespondentInvitationCallable = defineCallable(contracts.respondents.resend, (input, ctx) =>
  changeRespondentInvitation(ctx.org, input, 'resend', {
    now: ctx.now,
    actorUid: ctx.uid,
    appOrigin: appOrigin(),
  }),
);
