import { useCallMutation, type CallFn, type CallInput } from '@assay/client';

export const fetchExport = (call: CallFn, input: CallInput<'baselines-export'>) => call('baselines-export', input);

/** An export is asked for on a click and saved as a file, not cached. */
export const useExportBaseline = () => useCallMutation(fetchExport);
