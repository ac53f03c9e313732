import { useCallMutation, type CallFn, type CallInput } from '@assay/client';
import { baselineKeys, useBaselineScope, type BaselineScope } from './scope.ts';

type Input = CallInput<'baselines-create'>;

export const postBaseline = (call: CallFn, input: Input, scope: BaselineScope) =>
  scope === 'library' ? call('library-create', input) : call('baselines-create', input);

/** A new draft (private, or global for a system admin); the list (and plan usage) refreshes. */
export function useCreateBaseline() {
  const scope = useBaselineScope();
  return useCallMutation((call, input: Input) => postBaseline(call, input, scope), {
    invalidates: (keys) => [baselineKeys(keys, scope).list()],
  });
}
