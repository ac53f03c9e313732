import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { resetMemberSecondFactors } from '../../services/second-factors-service.ts';

export const resetSecondFactorsCallable = defineCallable(contracts.members.resetSecondFactors, (input, ctx) =>
  resetMemberSecondFactors(ctx.org, ctx.access.secondFactors, ctx.uid, input.uid),
);
