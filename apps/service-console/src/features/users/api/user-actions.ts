import { useCallMutation, type CallFn } from '@assay/client';

// The users tab's actions. Each refreshes the user's page: the server answers with what changed.
export const postSetSystemAdmin = (call: CallFn, input: { uid: string; enabled: boolean }) =>
  call('service-setSystemAdmin', input);
export const postSetUserDisabled = (call: CallFn, input: { uid: string; disabled: boolean }) =>
  call('service-setUserDisabled', input);
export const postRevokeUserSessions = (call: CallFn, input: { uid: string }) =>
  call('service-revokeUserSessions', input);
export const postResetSecondFactors = (call: CallFn, input: { uid: string }) =>
  call('service-resetSecondFactors', input);

export const useSetSystemAdmin = () =>
  useCallMutation(postSetSystemAdmin, {
    invalidates: (keys, _output, input) => [keys.of('service-getUser', { uid: input.uid })],
  });
export const useSetUserDisabled = () =>
  useCallMutation(postSetUserDisabled, {
    invalidates: (keys, _output, input) => [keys.of('service-getUser', { uid: input.uid })],
  });
export const useRevokeUserSessions = () =>
  useCallMutation(postRevokeUserSessions, {
    invalidates: (keys, _output, input) => [keys.of('service-getUser', { uid: input.uid })],
  });
export const useResetSecondFactors = () =>
  useCallMutation(postResetSecondFactors, {
    invalidates: (keys, _output, input) => [keys.of('service-getUser', { uid: input.uid })],
  });
