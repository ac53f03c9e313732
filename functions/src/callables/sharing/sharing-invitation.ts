import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { sharingInvitation } from '../../services/sharing-service.ts';

export const sharingInvitationCallable = defineCallable(contracts.sharing.invitation, (input, ctx) =>
  sharingInvitation(ctx.tokenAccess, input, ctx.now),
);
