import { useCallMutation, type CallFn, type CallInput } from '@assay/client';
import { baselineKeys, useBaselineScope, type BaselineScope } from './scope.ts';

export type SaveBaselineInput = CallInput<'baselines-save'>;

export const putBaseline = (call: CallFn, input: SaveBaselineInput, scope: BaselineScope) =>
  scope === 'library' ? call('library-save', input) : call('baselines-save', input);

/**
 * Autosave of a draft. The editor keeps its own copy, but the draft's detail is read again by
 * whatever opens it next (the versions diff, the editor reopened), so it is refreshed with the list.
 */
export function useSaveBaseline() {
  const scope = useBaselineScope();
  return useCallMutation((call, input: SaveBaselineInput) => putBaseline(call, input, scope), {
    invalidates: (keys, _output, input) => [
      baselineKeys(keys, scope).list(),
      baselineKeys(keys, scope).detail(input.baselineId),
    ],
  });
}
