import { useCallMutation, type CallFn, type CallInput } from '@assay/client';

export type ImportBaselineInput = CallInput<'baselines-import'>;

export const postImport = (call: CallFn, input: ImportBaselineInput) => call('baselines-import', input);

/** A dry run writes nothing; an import that created a draft refreshes the library. */
export const useImportBaseline = () =>
  useCallMutation(postImport, { invalidates: (keys, output) => (output.created ? [keys.baselines.list()] : []) });
