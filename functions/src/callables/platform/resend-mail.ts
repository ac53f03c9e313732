import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { resendMail } from '../../services/platform-outbox-service.ts';

export const resendMailCallable = defineCallable(contracts.service.resendMail, (input, ctx) =>
  resendMail(ctx.platform, input),
);
