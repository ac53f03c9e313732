import type { AreaCallables } from '../deployed.ts';
import { inviteRespondentCallable } from './invite-respondent.ts';
import { listInvitesCallable } from './list-invites.ts';
import { openAsRespondentCallable } from './open-as-respondent.ts';
import { resendInviteCallable } from './resend-invite.ts';
import { respondentDoneCallable } from './respondent-done.ts';
import { revokeInviteCallable } from './revoke-invite.ts';
import { saveAsRespondentCallable } from './save-as-respondent.ts';

export const respondentsCallables = {
  invite: inviteRespondentCallable,
  list: listInvitesCallable,
  revoke: revokeInviteCallable,
  resend: resendInviteCallable,
  open: openAsRespondentCallable,
  saveAnswer: saveAsRespondentCallable,
  done: respondentDoneCallable,
} satisfies AreaCallables<'respondents'>;
