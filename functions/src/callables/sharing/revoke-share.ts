import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { revokeShare } from '../../services/sharing-service.ts';

export const revokeShareCallable = defineCallable(contracts.sharing.revoke, (input, ctx) =>
  revokeShare(ctx.org, ctx.sharing, input, ctx.now),
);
