// Just-in-time joining: someone signed in with an organisation's identity provider and not yet a
// member joins it (sso-join), then refreshes their token so the membership claims apply at once.
import { useCall } from '@assay/client';
import { useSession } from '@assay/auth/react';
import { useMutation } from '@tanstack/react-query';

export function useJoinBySso() {
  const call = useCall();
  const { refreshClaims } = useSession();
  return useMutation({
    mutationFn: async () => {
      const joined = await call('sso-join', {});
      await refreshClaims();
      return joined;
    },
  });
}
