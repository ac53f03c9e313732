import { useCallMutation, type CallFn } from '@assay/client';

export const postPortal = (call: CallFn) => call('billing-openPortal', {});

export const useOpenPortal = () => useCallMutation((call: CallFn) => postPortal(call));
