import { useCallMutation, type CallFn, type CallInput } from '@assay/client';
import { baselineKeys, useBaselineScope, type BaselineScope } from './scope.ts';

type Input = CallInput<'baselines-newVersion'>;

export const postNewVersion = (call: CallFn, input: Input, scope: BaselineScope) =>
  scope === 'library' ? call('library-newVersion', input) : call('baselines-newVersion', input);

export function useNewBaselineVersion() {
  const scope = useBaselineScope();
  return useCallMutation((call, input: Input) => postNewVersion(call, input, scope), {
    invalidates: (keys) => [baselineKeys(keys, scope).list()],
  });
}
