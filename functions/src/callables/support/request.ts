import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { appOrigin } from '../../config/settings.ts';
import { requestSupportAccess } from '../../services/support-service.ts';

export const requestCallable = defineCallable(contracts.support.request, (input, ctx) =>
  requestSupportAccess(ctx.supportDesk(input.tid), { uid: ctx.uid, email: ctx.email }, input, {
    now: ctx.now,
    appOrigin: appOrigin(),
  }),
);
