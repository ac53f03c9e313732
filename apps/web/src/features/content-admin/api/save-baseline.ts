import { useCallMutation, type CallFn, type CallInput } from '@assay/client';

export type SaveBaselineInput = CallInput<'baselines-save'>;

export const putBaseline = (call: CallFn, input: SaveBaselineInput) => call('baselines-save', input);

/** Autosave of a draft: the editor keeps its own copy, so only the list (name, counts) refreshes. */
export const useSaveBaseline = () => useCallMutation(putBaseline, { invalidates: (keys) => [keys.baselines.list()] });
