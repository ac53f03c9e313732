import { useCallMutation, type CallFn, type CallInput } from '@assay/client';

export const postNewVersion = (call: CallFn, input: CallInput<'baselines-newVersion'>) => call('baselines-newVersion', input);

export const useNewBaselineVersion = () => useCallMutation(postNewVersion, { invalidates: (keys) => [keys.baselines.list()] });
