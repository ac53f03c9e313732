import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { invitationPreview } from '../../services/invitation-link-service.ts';

export const invitationCallable = defineCallable(contracts.members.invitation, (input, ctx) =>
  invitationPreview(ctx.tokenAccess, input, ctx.now),
);
