import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { listApiKeys } from '../../services/api-keys-service.ts';

export const listApiKeysCallable = defineCallable(contracts.apikeys.list, (_input, ctx) =>
  listApiKeys(ctx.org, ctx.now),
);
