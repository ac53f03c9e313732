import { orgKey, useCall, type CallFn, type CallInput } from '@assay/client';
import { useSession } from '@assay/auth/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const postSwitch = (call: CallFn, input: CallInput<'account-switchOrganisation'>) =>
  call('account-switchOrganisation', input);

/**
 * Makes another organisation the active one: the server sets the claims, the ID token is
 * refreshed to carry them, and every query of the organisation left is dropped (query keys are
 * rooted in the organisation, so nothing of it can show under the new one).
 */
export function useSwitchOrganisation() {
  const call = useCall();
  const { session, refreshClaims } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CallInput<'account-switchOrganisation'>) => {
      const left = session?.tid;
      const result = await postSwitch(call, input);
      await refreshClaims();
      if (left && left !== result.organisationId) queryClient.removeQueries({ queryKey: orgKey(left) });
      return result;
    },
  });
}
