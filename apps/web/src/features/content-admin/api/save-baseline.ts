import { useCallMutation, type CallFn, type CallInput } from '@assay/client';

export type SaveBaselineInput = CallInput<'baselines-save'>;

export const putBaseline = (call: CallFn, input: SaveBaselineInput) => call('baselines-save', input);

/**
 * Autosave of a draft. The editor keeps its own copy, but the draft's detail is read again by
 * whatever opens it next (the versions diff, the editor reopened), so it is refreshed with the list.
 */
export const useSaveBaseline = () =>
  useCallMutation(putBaseline, { invalidates: (keys, _output, input) => [keys.baselines.list(), keys.baselines.detail(input.baselineId)] });
