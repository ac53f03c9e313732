import type { AreaCallables } from '../deployed.ts';
import { completeSignUpCallable } from './complete-sign-up.ts';
import { getOrgCallable } from './get-org.ts';

export const orgCallables = {
  completeSignUp: completeSignUpCallable,
  get: getOrgCallable,
} satisfies AreaCallables<'org'>;
