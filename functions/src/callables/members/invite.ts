import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { appOrigin } from '../../config/settings.ts';
import { actorOf, inviteMember } from '../../services/members-service.ts';

export const inviteCallable = defineCallable(contracts.members.invite, (input, ctx) =>
  inviteMember(ctx.org, actorOf(ctx), input, { now: ctx.now, appOrigin: appOrigin() }),
);
