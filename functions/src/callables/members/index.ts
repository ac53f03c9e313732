import type { AreaCallables } from '../deployed.ts';
import { acceptCallable } from './accept.ts';
import { changeRoleCallable } from './change-role.ts';
import { invitationCallable } from './invitation.ts';
import { inviteCallable } from './invite.ts';
import { listMembersCallable } from './list-members.ts';
import { removeCallable } from './remove.ts';
import { resetSecondFactorsCallable } from './reset-second-factors.ts';
import { resendInvitationCallable } from './resend-invitation.ts';
import { revokeInvitationCallable } from './revoke-invitation.ts';

export const membersCallables = {
  list: listMembersCallable,
  invite: inviteCallable,
  resendInvitation: resendInvitationCallable,
  revokeInvitation: revokeInvitationCallable,
  changeRole: changeRoleCallable,
  remove: removeCallable,
  resetSecondFactors: resetSecondFactorsCallable,
  accept: acceptCallable,
  invitation: invitationCallable,
} satisfies AreaCallables<'members'>;
