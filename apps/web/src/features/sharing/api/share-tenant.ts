import { useCallMutation, type CallFn, type CallInput } from '@assay/client';

export const postShare = (call: CallFn, input: CallInput<'sharing-share'>) => call('sharing-share', input);

/** A new shared user: the list and the plan usage refresh. */
export const useShareTenant = () =>
  useCallMutation(postShare, { invalidates: (keys) => [keys.area('sharing'), keys.of('org-get', {})] });
