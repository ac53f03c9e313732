import { z } from 'zod';
import { defineArea } from '../contracts/define.ts';
import { idSchema } from '../ids/index.ts';
import { displayNameSchema } from '../members/index.ts';
import { organisationNameSchema, organisationOverviewSchema } from './organisation.ts';

export const orgContracts = defineArea('org', {
  /**
   * Creates the caller's organisation (plan free, caller as owner) and sets the claims
   * `{ tid, role: 'owner' }`, keeping `adminUI`/`sysdev`. Idempotent: a caller who already has
   * an organisation gets its id back (`created: false`). Afterwards the client forces a token
   * refresh to pick up the new claims. Shared users cannot sign up (failed-precondition).
   */
  completeSignUp: {
    description: 'Create the organisation of a newly signed-up user and make them its owner.',
    access: { audience: 'signedIn' },
    mutation: true,
    input: z.strictObject({
      organisationName: organisationNameSchema,
      displayName: displayNameSchema.optional(),
    }),
    output: z.strictObject({
      tid: idSchema,
      /** false when the caller already had an organisation (nothing was created). */
      created: z.boolean(),
    }),
  },

  /** The caller's organisation profile, plan, usage and effective limits. */
  get: {
    description: 'The organisation profile with plan, usage and limits.',
    access: { audience: 'member', minRole: 'viewer' },
    mutation: false,
    input: z.strictObject({}),
    output: organisationOverviewSchema,
  },
});
