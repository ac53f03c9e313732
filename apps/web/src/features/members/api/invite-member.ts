import { useCallMutation, type CallFn, type CallInput } from '@assay/client';

export type InviteInput = CallInput<'members-invite'>;

export const postInvite = (call: CallFn, input: InviteInput) => call('members-invite', input);

/** A new invitation takes a seat: the list and the plan usage refresh. */
export const useInviteMember = () =>
  useCallMutation(postInvite, { invalidates: (keys) => [keys.area('members'), keys.of('org-get', {})] });
