import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { decideSupportAccess } from '../../services/support-service.ts';

export const approveCallable = defineCallable(contracts.support.approve, (input, ctx) =>
  decideSupportAccess(ctx.support, ctx.uid, input.adminUid, 'approve', ctx.now),
);
