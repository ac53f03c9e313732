import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { createScimToken, listScimTokens, revokeScimToken } from '../../services/scim-tokens-service.ts';
import type { AreaCallables } from '../deployed.ts';

export const scimCallables = {
  createToken: defineCallable(contracts.scim.createToken, (input, ctx) =>
    createScimToken(ctx.org, input, { now: ctx.now, actorUid: ctx.uid, actorName: ctx.name ?? ctx.email }),
  ),
  listTokens: defineCallable(contracts.scim.listTokens, (_input, ctx) => listScimTokens(ctx.org, ctx.now)),
  revokeToken: defineCallable(contracts.scim.revokeToken, (input, ctx) =>
    revokeScimToken(ctx.org, input.tokenId, ctx.now),
  ),
} satisfies AreaCallables<'scim'>;
