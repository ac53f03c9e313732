import { useCallMutation, type CallFn, type CallInput } from '@assay/client';

export const postChangeRole = (call: CallFn, input: CallInput<'members-changeRole'>) =>
  call('members-changeRole', input);

export const useChangeRole = () =>
  useCallMutation(postChangeRole, { invalidates: (keys) => [keys.area('members')] });
