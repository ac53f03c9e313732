import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { acceptInvitation } from '../../services/members-service.ts';

export const acceptCallable = defineCallable(contracts.members.accept, (input, ctx) =>
  acceptInvitation(
    ctx.self,
    ctx.invitingOrg(input.orgId),
    { uid: ctx.uid, email: ctx.email, name: ctx.name },
    input,
    ctx.now,
  ),
);
