import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { supportStatus } from '../../services/support-service.ts';

export const statusCallable = defineCallable(contracts.support.status, (input, ctx) =>
  supportStatus(ctx.supportDesk(input.tid), ctx.uid, ctx.now),
);
