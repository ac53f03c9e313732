import type { AreaCallables } from '../deployed.ts';
import { inviteRespondentCallable } from './invite-respondent.ts';
import { listRespondentInvitationsCallable } from './list-invitations.ts';
import { openAsRespondentCallable } from './open-as-respondent.ts';
import { resendRespondentInvitationCallable } from './resend-invitation.ts';
import { respondentDoneCallable } from './respondent-done.ts';
import { revokeRespondentInvitationCallable } from './revoke-invitation.ts';
import { saveAsRespondentCallable } from './save-as-respondent.ts';

export const respondentsCallables = {
  invite: inviteRespondentCallable,
  list: listRespondentInvitationsCallable,
  revoke: revokeRespondentInvitationCallable,
  resend: resendRespondentInvitationCallable,
  open: openAsRespondentCallable,
  saveAnswer: saveAsRespondentCallable,
  done: respondentDoneCallable,
} satisfies AreaCallables<'respondents'>;
