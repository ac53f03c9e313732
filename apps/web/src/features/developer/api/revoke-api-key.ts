import { useCallMutation, type CallFn } from '@assay/client';

export const postRevokeApiKey = (call: CallFn, keyId: string) => call('apikeys-revoke', { keyId });

/** Frees a place under the cap: the list and the plan usage refresh. */
export const useRevokeApiKey = () =>
  useCallMutation(postRevokeApiKey, {
    invalidates: (keys) => [keys.area('apikeys'), keys.of('org-get', {})],
  });
