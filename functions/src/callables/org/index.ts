import type { AreaCallables } from '../deployed.ts';
import { completeSignUpCallable } from './complete-sign-up.ts';
import { auditLogCallable } from './audit-log.ts';
import { getOrgCallable } from './get-org.ts';
import { setSecondFactorPolicyCallable } from './set-second-factor-policy.ts';
import { updateProfileCallable } from './update-profile.ts';

export const orgCallables = {
  completeSignUp: completeSignUpCallable,
  get: getOrgCallable,
  updateProfile: updateProfileCallable,
  setSecondFactorPolicy: setSecondFactorPolicyCallable,
  auditLog: auditLogCallable,
} satisfies AreaCallables<'org'>;
