import { z } from 'zod';
import { defineArea } from '../contracts/define.ts';
import { idOf } from '../ids/index.ts';
import { scimTokenCreateInputSchema, scimTokenSchema } from './token.ts';

export const scimContracts = defineArea('scim', {
  /**
   * Creates a SCIM token and returns its text, once. failed-precondition (reason scim-plan) unless
   * the plan includes SCIM; resource-exhausted when SCIM_TOKENS_MAX tokens are active.
   */
  createToken: {
    description:
      'Create a SCIM token for an identity provider; the token text is returned only in this answer.',
    access: { audience: 'member', minRole: 'owner' },
    mutation: true,
    input: scimTokenCreateInputSchema,
    output: z.strictObject({ token: scimTokenSchema, secret: z.string() }),
  },

  /** Every SCIM token of the organisation, newest first, revoked ones included; and whether the plan in force includes SCIM. */
  listTokens: {
    description: 'The SCIM tokens of the organisation.',
    access: { audience: 'member', minRole: 'owner' },
    mutation: false,
    input: z.strictObject({}),
    output: z.strictObject({ items: z.array(scimTokenSchema), included: z.boolean() }),
  },

  /** The token stops working on the next request. Idempotent. */
  revokeToken: {
    description: 'Revoke a SCIM token.',
    access: { audience: 'member', minRole: 'owner' },
    mutation: true,
    input: z.strictObject({ tokenId: idOf('scimToken') }),
    output: scimTokenSchema,
  },
});
