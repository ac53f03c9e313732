import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { listRespondentInvitations } from '../../services/respondents-service.ts';

export const listRespondentInvitationsCallable = defineCallable(contracts.respondents.list, (input, ctx) =>
  listRespondentInvitations(ctx.org, input.assessmentId, ctx.now),
);
