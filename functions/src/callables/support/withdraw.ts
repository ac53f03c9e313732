import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { withdrawSupportAccess } from '../../services/support-service.ts';

export const withdrawCallable = defineCallable(contracts.support.withdraw, (input, ctx) =>
  withdrawSupportAccess(ctx.supportDesk(input.tid), ctx.uid, ctx.now),
);
