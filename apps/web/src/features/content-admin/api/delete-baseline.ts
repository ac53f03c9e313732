import { useCallMutation, type CallFn, type CallInput } from '@assay/client';
import { baselineKeys, useBaselineScope, type BaselineScope } from './scope.ts';

type Input = CallInput<'baselines-delete'>;

export const deleteBaseline = (call: CallFn, input: Input, scope: BaselineScope) =>
  scope === 'library' ? call('library-delete', input) : call('baselines-delete', input);

export function useDeleteBaseline() {
  const scope = useBaselineScope();
  return useCallMutation((call, input: Input) => deleteBaseline(call, input, scope), {
    update: ({ queryClient, keys }, _output, input) =>
      queryClient.removeQueries({ queryKey: baselineKeys(keys, scope).detail(input.baselineId) }),
    invalidates: (keys) => [baselineKeys(keys, scope).list()],
  });
}
