import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { listInvites } from '../../services/respondents-service.ts';

export const listInvitesCallable = defineCallable(contracts.respondents.list, (input, ctx) =>
  listInvites(ctx.org, input.assessmentId, ctx.now),
);
