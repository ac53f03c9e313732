import { useCallMutation, type CallFn } from '@assay/client';

export const postResetSecondFactors = (call: CallFn, uid: string) =>
  call('members-resetSecondFactors', { uid });

/** Removes a member's second steps (they lost their phone); nothing in the list changes. */
export const useResetSecondFactors = () => useCallMutation(postResetSecondFactors);
