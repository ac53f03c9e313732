import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { revokeApiKey } from '../../services/api-keys-service.ts';

export const revokeApiKeyCallable = defineCallable(contracts.apikeys.revoke, (input, ctx) =>
  revokeApiKey(ctx.org, input.keyId, ctx.now),
);
