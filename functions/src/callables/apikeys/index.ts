import type { AreaCallables } from '../deployed.ts';
import { createApiKeyCallable } from './create-api-key.ts';
import { listApiKeysCallable } from './list-api-keys.ts';
import { revokeApiKeyCallable } from './revoke-api-key.ts';

export const apikeysCallables = {
  create: createApiKeyCallable,
  list: listApiKeysCallable,
  revoke: revokeApiKeyCallable,
} satisfies AreaCallables<'apikeys'>;
