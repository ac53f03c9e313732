import { useCallMutation, type CallFn, type CallInput } from '@assay/client';
import { baselineKeys, useBaselineScope, type BaselineScope } from './scope.ts';

type Input = CallInput<'baselines-retire'>;

export const postRetire = (call: CallFn, input: Input, scope: BaselineScope) =>
  scope === 'library' ? call('library-retire', input) : call('baselines-retire', input);

export function useRetireBaseline() {
  const scope = useBaselineScope();
  return useCallMutation((call, input: Input) => postRetire(call, input, scope), {
    invalidates: (keys, _output, input) => [
      baselineKeys(keys, scope).list(),
      baselineKeys(keys, scope).detail(input.baselineId),
    ],
  });
}
