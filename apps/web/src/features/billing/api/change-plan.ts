import { useCallMutation, type CallFn, type CallInput } from '@assay/client';

export const postPlanChange = (call: CallFn, input: CallInput<'billing-changePlan'>) =>
  call('billing-changePlan', input);

/** Starts checkout or changes the subscription; the plan follows once the webhook has it. */
export const useChangePlan = () =>
  useCallMutation(postPlanChange, {
    invalidates: (keys) => [keys.of('billing-get', {}), keys.of('org-get', {})],
  });
