import { useCall, type CallFn, type CallInput } from '@assay/client';
import { useSession } from '@assay/auth/react';
import { useMutation } from '@tanstack/react-query';

export const postCompleteSignUp = (call: CallFn, input: CallInput<'org-completeSignUp'>) =>
  call('org-completeSignUp', input);

/** Creates the organisation, then refreshes the ID token so the new tid/role claims apply at once. */
export function useCompleteSignUp() {
  const call = useCall();
  const { refreshClaims } = useSession();
  return useMutation({
    mutationFn: async (input: CallInput<'org-completeSignUp'>) => {
      const result = await postCompleteSignUp(call, input);
      await refreshClaims();
      return result;
    },
  });
}
