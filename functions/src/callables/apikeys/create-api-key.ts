import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { env } from '../../env.ts';
import { createApiKey } from '../../services/api-keys-service.ts';

export const createApiKeyCallable = defineCallable(contracts.apikeys.create, (input, ctx) =>
  createApiKey(ctx.org, input, {
    now: ctx.now,
    actorUid: ctx.uid,
    actorName: ctx.name ?? ctx.email,
    environment: env.deployment === 'production' ? 'live' : 'test',
  }),
);
