import { useCallMutation, type CallFn, type CallInput } from '@assay/client';

export const postDuplicate = (call: CallFn, input: CallInput<'baselines-duplicate'>) => call('baselines-duplicate', input);

export const useDuplicateBaseline = () => useCallMutation(postDuplicate, { invalidates: (keys) => [keys.baselines.list()] });
