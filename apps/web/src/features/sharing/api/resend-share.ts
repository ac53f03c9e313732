import { useCallMutation, type CallFn, type CallInput } from '@assay/client';

export const postResendShare = (call: CallFn, input: CallInput<'sharing-resend'>) =>
  call('sharing-resend', input);

export const useResendShare = () =>
  useCallMutation(postResendShare, { invalidates: (keys) => [keys.area('sharing')] });
