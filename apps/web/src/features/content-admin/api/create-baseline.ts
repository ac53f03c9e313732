import { useCallMutation, type CallFn, type CallInput } from '@assay/client';

export const postBaseline = (call: CallFn, input: CallInput<'baselines-create'>) => call('baselines-create', input);

/** A new private draft; the library (and its plan usage) refreshes. */
export const useCreateBaseline = () => useCallMutation(postBaseline, { invalidates: (keys) => [keys.baselines.list()] });
