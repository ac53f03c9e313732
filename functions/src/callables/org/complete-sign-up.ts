import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { completeSignUp } from '../../services/org-service.ts';

export const completeSignUpCallable = defineCallable(contracts.org.completeSignUp, (input, ctx) =>
  completeSignUp(ctx.self, ctx.signUpOrg, { uid: ctx.uid, email: ctx.email, name: ctx.name }, input, ctx.now),
);
