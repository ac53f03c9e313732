import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { getMail } from '../../services/platform-outbox-service.ts';

export const getMailCallable = defineCallable(contracts.service.getMail, (input, ctx) =>
  getMail(ctx.outbox, ctx.platform, input),
);
