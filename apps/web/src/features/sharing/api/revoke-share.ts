import { useCallMutation, type CallFn, type CallInput } from '@assay/client';

export const postRevokeShare = (call: CallFn, input: CallInput<'sharing-revoke'>) =>
  call('sharing-revoke', input);

/** Access ends: the list and the plan usage refresh. */
export const useRevokeShare = () =>
  useCallMutation(postRevokeShare, { invalidates: (keys) => [keys.area('sharing'), keys.of('org-get', {})] });
