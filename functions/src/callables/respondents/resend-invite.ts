import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { appOrigin } from '../../config/settings.ts';
import { changeInvite } from '../../services/respondents-service.ts';

export const resendInviteCallable = defineCallable(contracts.respondents.resend, (input, ctx) =>
  changeInvite(ctx.org, input, 'resend', { now: ctx.now, actorUid: ctx.uid, appOrigin: appOrigin() }),
);
