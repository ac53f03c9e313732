import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { decideSupportAccess } from '../../services/support-service.ts';

export const denyCallable = defineCallable(contracts.support.deny, (input, ctx) =>
  decideSupportAccess(ctx.support, ctx.uid, input.adminUid, 'deny', ctx.now),
);
