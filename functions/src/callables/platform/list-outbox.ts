import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { listOutbox } from '../../services/platform-outbox-service.ts';

export const listOutboxCallable = defineCallable(contracts.service.listOutbox, (input, ctx) =>
  listOutbox(ctx.outbox, input),
);
