import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { actorOf, removeMember } from '../../services/members-service.ts';

export const removeCallable = defineCallable(contracts.members.remove, (input, ctx) =>
  removeMember(ctx.org, ctx.access, actorOf(ctx), input.uid),
);
