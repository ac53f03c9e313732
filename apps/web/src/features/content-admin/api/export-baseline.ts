import { useCallMutation, type CallFn, type CallInput } from '@assay/client';
import { useBaselineScope, type BaselineScope } from './scope.ts';

type Input = CallInput<'baselines-export'>;

export const fetchExport = (call: CallFn, input: Input, scope: BaselineScope) =>
  scope === 'library' ? call('library-export', input) : call('baselines-export', input);

/** An export is asked for on a click and saved as a file, not cached. */
export function useExportBaseline() {
  const scope = useBaselineScope();
  return useCallMutation((call, input: Input) => fetchExport(call, input, scope));
}
