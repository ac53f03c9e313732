import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { appOrigin } from '../../config/settings.ts';
import { changeRespondentInvitation } from '../../services/respondents-service.ts';

export const revokeRespondentInvitationCallable = defineCallable(contracts.respondents.revoke, (input, ctx) =>
  changeRespondentInvitation(ctx.org, input, 'revoke', {
    now: ctx.now,
    actorUid: ctx.uid,
    appOrigin: appOrigin(),
  }),
);
