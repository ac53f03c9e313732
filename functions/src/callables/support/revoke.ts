import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { revokeSupportAccess } from '../../services/support-service.ts';

export const revokeCallable = defineCallable(contracts.support.revoke, (input, ctx) =>
  revokeSupportAccess(ctx.support, ctx.uid, input.adminUid, ctx.now),
);
