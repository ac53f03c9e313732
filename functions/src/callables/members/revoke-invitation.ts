import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { actorOf, revokeInvitation } from '../../services/members-service.ts';

export const revokeInvitationCallable = defineCallable(contracts.members.revokeInvitation, (input, ctx) =>
  revokeInvitation(ctx.org, actorOf(ctx), input.invitationId),
);
