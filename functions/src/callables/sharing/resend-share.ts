import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { appOrigin } from '../../config/settings.ts';
import { resendShare } from '../../services/sharing-service.ts';

export const resendShareCallable = defineCallable(contracts.sharing.resend, (input, ctx) =>
  resendShare(ctx.org, ctx.sharing, input, { now: ctx.now, appOrigin: appOrigin() }),
);
