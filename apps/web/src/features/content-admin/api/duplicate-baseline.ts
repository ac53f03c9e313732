import { useCallMutation, type CallFn, type CallInput } from '@assay/client';
import { baselineKeys, useBaselineScope, type BaselineScope } from './scope.ts';

type Input = CallInput<'baselines-duplicate'>;

export const postDuplicate = (call: CallFn, input: Input, scope: BaselineScope) =>
  scope === 'library' ? call('library-duplicate', input) : call('baselines-duplicate', input);

export function useDuplicateBaseline() {
  const scope = useBaselineScope();
  return useCallMutation((call, input: Input) => postDuplicate(call, input, scope), {
    invalidates: (keys) => [baselineKeys(keys, scope).list()],
  });
}
