import { useCallMutation, type CallFn, type CallInput } from '@assay/client';

export type UpdateProfileInput = CallInput<'org-updateProfile'>;

export const postProfile = (call: CallFn, input: UpdateProfileInput) => call('org-updateProfile', input);

/** The overview (name and branding) refreshes; the audit log gains an entry. */
export const useUpdateProfile = () =>
  useCallMutation(postProfile, { invalidates: (keys) => [keys.of('org-get', {}), keys.all] });
