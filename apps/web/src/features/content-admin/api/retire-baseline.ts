import { useCallMutation, type CallFn, type CallInput } from '@assay/client';

export const postRetire = (call: CallFn, input: CallInput<'baselines-retire'>) => call('baselines-retire', input);

export const useRetireBaseline = () =>
  useCallMutation(postRetire, { invalidates: (keys, _output, input) => [keys.baselines.list(), keys.baselines.detail(input.baselineId)] });
