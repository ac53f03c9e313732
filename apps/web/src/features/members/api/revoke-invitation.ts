import { useCallMutation, type CallFn } from '@assay/client';

export const postRevoke = (call: CallFn, invitationId: string) =>
  call('members-revokeInvitation', { invitationId });

/** Frees a seat: the list and the plan usage refresh. */
export const useRevokeInvitation = () =>
  useCallMutation(postRevoke, { invalidates: (keys) => [keys.area('members'), keys.of('org-get', {})] });
