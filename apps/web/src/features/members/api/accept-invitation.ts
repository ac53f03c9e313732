import { useCall, type CallFn, type CallInput } from '@assay/client';
import { useSession } from '@assay/auth/react';
import { useMutation } from '@tanstack/react-query';

export const postAccept = (call: CallFn, input: CallInput<'members-accept'>) => call('members-accept', input);

/** Joins the organisation, then refreshes the ID token so the new tid/role claims apply at once. */
export function useAcceptInvitation() {
  const call = useCall();
  const { refreshClaims } = useSession();
  return useMutation({
    mutationFn: async (input: CallInput<'members-accept'>) => {
      const result = await postAccept(call, input);
      await refreshClaims();
      return result;
    },
  });
}
