import { useCallMutation, type CallFn } from '@assay/client';

export const postRemove = (call: CallFn, uid: string) => call('members-remove', { uid });

/** Frees a seat: the list and the plan usage refresh. */
export const useRemoveMember = () =>
  useCallMutation(postRemove, { invalidates: (keys) => [keys.area('members'), keys.of('org-get', {})] });
