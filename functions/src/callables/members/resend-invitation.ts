import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { appOrigin } from '../../config/settings.ts';
import { actorOf, resendInvitation } from '../../services/members-service.ts';

export const resendInvitationCallable = defineCallable(contracts.members.resendInvitation, (input, ctx) =>
  resendInvitation(ctx.org, actorOf(ctx), input.invitationId, { now: ctx.now, appOrigin: appOrigin() }),
);
