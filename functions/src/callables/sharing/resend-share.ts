import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { env } from '../../env.ts';
import { resendShare } from '../../services/sharing-service.ts';

export const resendShareCallable = defineCallable(contracts.sharing.resend, (input, ctx) =>
  resendShare(ctx.org, ctx.sharing, input, { now: ctx.now, appOrigin: env.appOrigin }),
);
