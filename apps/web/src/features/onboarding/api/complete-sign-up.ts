import { useCall, type CallFn } from '@assay/client';
import { completeSignUp, type ContractInput } from '@assay/domain/contracts';
import { useSession } from '@assay/auth/react';
import { useMutation } from '@tanstack/react-query';

export const postCompleteSignUp = (call: CallFn, input: ContractInput<typeof completeSignUp>) => call(completeSignUp, input);

/** Creates the organisation, then refreshes the ID token so the new tid/role claims apply at once. */
export function useCompleteSignUp() {
  const call = useCall();
  const { refreshClaims } = useSession();
  return useMutation({
    mutationFn: async (input: ContractInput<typeof completeSignUp>) => {
      const result = await postCompleteSignUp(call, input);
      await refreshClaims();
      return result;
    },
  });
}
