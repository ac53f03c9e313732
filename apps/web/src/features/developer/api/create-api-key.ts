import { useCallMutation, type CallFn } from '@assay/client';
import type { ContractInput } from '@assay/domain/contracts';
import type { apikeysContracts } from '@assay/domain/apikeys';

export const postCreateApiKey = (call: CallFn, input: ContractInput<typeof apikeysContracts.create>) =>
  call('apikeys-create', input);

/** The list and the plan usage (active keys) refresh. */
export const useCreateApiKey = () =>
  useCallMutation(postCreateApiKey, {
    invalidates: (keys) => [keys.area('apikeys'), keys.of('org-get', {})],
  });
