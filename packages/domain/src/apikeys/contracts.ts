import { z } from 'zod';
import { defineArea } from '../contracts/define.ts';
import { idOf } from '../ids/index.ts';
import { apiKeyCreateInputSchema, apiKeySchema } from './api-key.ts';

export const apikeysContracts = defineArea('apikeys', {
  /**
   * Creates a key and returns its secret, once. resource-exhausted (details.limit = apiKeys) when
   * the plan has no API keys or the organisation holds the most active keys it may.
   */
  create: {
    description: 'Create an API key; the key text is returned only in this answer.',
    access: { audience: 'member', minRole: 'admin' },
    mutation: true,
    input: apiKeyCreateInputSchema,
    output: z.strictObject({ key: apiKeySchema, secret: z.string() }),
  },

  /** Every key of the organisation, newest first, revoked ones included (at most API_KEYS_LIST_MAX). */
  list: {
    description: 'The API keys of the organisation.',
    access: { audience: 'member', minRole: 'admin' },
    mutation: false,
    input: z.strictObject({}),
    output: z.strictObject({ items: z.array(apiKeySchema) }),
  },

  /** The key stops working on the next request. Idempotent. */
  revoke: {
    description: 'Revoke an API key.',
    access: { audience: 'member', minRole: 'admin' },
    mutation: true,
    input: z.strictObject({ keyId: idOf('apiKey') }),
    output: apiKeySchema,
  },
});
