import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { appOrigin } from '../../config/settings.ts';
import { breakGlass } from '../../services/support-service.ts';

export const breakGlassCallable = defineCallable(contracts.support.breakGlass, (input, ctx) =>
  breakGlass(ctx.supportDesk(input.tid), { uid: ctx.uid, email: ctx.email }, input, {
    now: ctx.now,
    appOrigin: appOrigin(),
  }),
);
