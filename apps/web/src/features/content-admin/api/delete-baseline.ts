import { useCallMutation, type CallFn, type CallInput } from '@assay/client';

export const deleteBaseline = (call: CallFn, input: CallInput<'baselines-delete'>) => call('baselines-delete', input);

export const useDeleteBaseline = () =>
  useCallMutation(deleteBaseline, {
    update: ({ queryClient, keys }, _output, input) => queryClient.removeQueries({ queryKey: keys.baselines.detail(input.baselineId) }),
    invalidates: (keys) => [keys.baselines.list()],
  });
