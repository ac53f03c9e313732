import { useCallMutation, type CallFn, type CallInput } from '@assay/client';
import { baselineKeys, useBaselineScope, type BaselineScope } from './scope.ts';

type Input = CallInput<'baselines-publish'>;

export const postPublish = (call: CallFn, input: Input, scope: BaselineScope) =>
  scope === 'library' ? call('library-publish', input) : call('baselines-publish', input);

export function usePublishBaseline() {
  const scope = useBaselineScope();
  return useCallMutation((call, input: Input) => postPublish(call, input, scope), {
    invalidates: (keys, _output, input) => [
      baselineKeys(keys, scope).list(),
      baselineKeys(keys, scope).detail(input.baselineId),
    ],
  });
}
