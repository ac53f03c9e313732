import { useCallMutation, type CallFn, type CallInput } from '@assay/client';
import { baselineKeys, useBaselineScope, type BaselineScope } from './scope.ts';

export type ImportBaselineInput = CallInput<'baselines-import'>;

export const postImport = (call: CallFn, input: ImportBaselineInput, scope: BaselineScope) =>
  scope === 'library' ? call('library-import', input) : call('baselines-import', input);

/** A dry run writes nothing; an import that created a draft refreshes the list. */
export function useImportBaseline() {
  const scope = useBaselineScope();
  return useCallMutation((call, input: ImportBaselineInput) => postImport(call, input, scope), {
    invalidates: (keys, output) => (output.created ? [baselineKeys(keys, scope).list()] : []),
  });
}
