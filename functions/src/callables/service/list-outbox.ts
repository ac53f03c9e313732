import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { listOutbox } from '../../services/outbox-service.ts';

export const listOutboxCallable = defineCallable(contracts.service.listOutbox, (_input, ctx) => listOutbox(ctx.outbox));
