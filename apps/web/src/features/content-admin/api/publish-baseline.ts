import { useCallMutation, type CallFn, type CallInput } from '@assay/client';

export const postPublish = (call: CallFn, input: CallInput<'baselines-publish'>) => call('baselines-publish', input);

export const usePublishBaseline = () =>
  useCallMutation(postPublish, { invalidates: (keys, _output, input) => [keys.baselines.list(), keys.baselines.detail(input.baselineId)] });
