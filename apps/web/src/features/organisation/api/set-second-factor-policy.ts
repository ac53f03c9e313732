import { useCallMutation, type CallFn, type CallInput } from '@assay/client';
import { useSession } from '@assay/auth/react';

export const postSecondFactorPolicy = (call: CallFn, input: CallInput<'org-setSecondFactorPolicy'>) =>
  call('org-setSecondFactorPolicy', input);

/**
 * The overview shows the policy; the audit log gains an entry. The owner's own claims changed
 * (their session was kept), so the token is refreshed to carry them.
 */
export function useSetSecondFactorPolicy() {
  const { refreshClaims } = useSession();
  return useCallMutation(
    async (call: CallFn, input: CallInput<'org-setSecondFactorPolicy'>) => {
      const result = await postSecondFactorPolicy(call, input);
      await refreshClaims();
      return result;
    },
    { invalidates: (keys) => [keys.of('org-get', {}), keys.all] },
  );
}
