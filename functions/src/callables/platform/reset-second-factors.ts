import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { resetUserSecondFactors } from '../../services/platform-users-service.ts';

export const resetSecondFactorsCallable = defineCallable(contracts.service.resetSecondFactors, (input, ctx) =>
  resetUserSecondFactors(ctx.platform, ctx.identity, ctx.uid, input.uid),
);
