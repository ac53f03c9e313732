import { useCallMutation, type CallFn, type CallInput } from '@assay/client';

// Setting or ending an override changes the subscriptions list, the tenants list (plan in force)
// and the organisation's focus: everything of the service console is refreshed.
export const postSetPlanOverride = (call: CallFn, input: CallInput<'service-setPlanOverride'>) =>
  call('service-setPlanOverride', input);
export const postRemovePlanOverride = (call: CallFn, input: { tid: string }) =>
  call('service-removePlanOverride', input);

export const useSetPlanOverride = () =>
  useCallMutation(postSetPlanOverride, { invalidates: (keys) => [keys.area('service')] });
export const useRemovePlanOverride = () =>
  useCallMutation(postRemovePlanOverride, { invalidates: (keys) => [keys.area('service')] });
