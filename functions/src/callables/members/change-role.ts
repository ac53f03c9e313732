import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { actorOf, changeRole } from '../../services/members-service.ts';

export const changeRoleCallable = defineCallable(contracts.members.changeRole, (input, ctx) =>
  changeRole(ctx.org, ctx.access, actorOf(ctx), input),
);
