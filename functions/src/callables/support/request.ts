import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { env } from '../../env.ts';
import { requestSupportAccess } from '../../services/support-service.ts';

export const requestCallable = defineCallable(contracts.support.request, (input, ctx) =>
  requestSupportAccess(ctx.supportDesk(input.tid), { uid: ctx.uid, email: ctx.email }, input, {
    now: ctx.now,
    appOrigin: env.appOrigin,
  }),
);
