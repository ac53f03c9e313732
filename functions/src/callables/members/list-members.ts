import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { listMembers } from '../../services/members-service.ts';

export const listMembersCallable = defineCallable(contracts.members.list, (_input, ctx) =>
  listMembers(ctx.org, { role: ctx.member.role, factors: ctx.access.secondFactors }),
);
