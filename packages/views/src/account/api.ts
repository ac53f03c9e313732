// The account-* calls of the account page. Nothing is cached: the page reads the session.
import { useCallMutation, type CallFn } from '@assay/client';

export const postProfile = (call: CallFn, displayName: string) =>
  call('account-updateProfile', { displayName });
export const postSignOutEverywhere = (call: CallFn) => call('account-signOutEverywhere', {});
export const postDeleteAccount = (call: CallFn, confirmEmail: string) =>
  call('account-delete', { confirmEmail });

export const useUpdateAccountProfile = () => useCallMutation(postProfile);
export const useSignOutEverywhere = () => useCallMutation((call: CallFn) => postSignOutEverywhere(call));
export const useDeleteAccount = () => useCallMutation(postDeleteAccount);
