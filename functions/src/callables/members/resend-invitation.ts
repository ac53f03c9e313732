import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { env } from '../../env.ts';
import { actorOf, resendInvitation } from '../../services/members-service.ts';

export const resendInvitationCallable = defineCallable(contracts.members.resendInvitation, (input, ctx) =>
  resendInvitation(ctx.org, actorOf(ctx), input.invitationId, { now: ctx.now, appOrigin: env.appOrigin }),
);
