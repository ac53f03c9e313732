import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { completeSignUp } from '../../services/org-service.ts';

export const completeSignUpCallable = defineCallable(contracts.org.completeSignUp, async (input, ctx) => {
  const result = await completeSignUp(ctx.self, ctx.signUpOrg, { uid: ctx.uid, email: ctx.email, name: ctx.name }, input, ctx.now);
  if (result.created) ctx.audit({ target: `org/${result.tid}`, orgId: result.tid, summary: `Created the organisation "${input.organisationName}"` });
  else ctx.audit({ target: `org/${result.tid}`, orgId: result.tid, summary: 'Sign-up repeated: organisation already exists' });
  return result;
});
