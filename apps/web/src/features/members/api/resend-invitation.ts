import { useCallMutation, type CallFn } from '@assay/client';

export const postResend = (call: CallFn, invitationId: string) =>
  call('members-resendInvitation', { invitationId });

export const useResendInvitation = () =>
  useCallMutation(postResend, { invalidates: (keys) => [keys.area('members')] });
