import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { setSecondFactorPolicy } from '../../services/second-factors-service.ts';

export const setSecondFactorPolicyCallable = defineCallable(
  contracts.org.setSecondFactorPolicy,
  (input, ctx) =>
    setSecondFactorPolicy(
      ctx.org,
      ctx.access,
      { uid: ctx.uid, secondFactor: ctx.principal.secondFactor },
      input.required,
    ),
);
