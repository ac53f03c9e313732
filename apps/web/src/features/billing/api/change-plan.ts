import { useCallMutation, type CallFn, type CallInput, type ScopedKeys } from '@assay/client';

export const postPlanChange = (call: CallFn, input: CallInput<'billing-changePlan'>) =>
  call('billing-changePlan', input);

/**
 * A new plan changes what many screens offer (limits, usage, the SCIM and SSO cards, API keys):
 * everything of the organisation is stale. Plan changes are rare; refetching what is on screen is cheap.
 */
export const afterPlanChange = (keys: ScopedKeys) => [keys.all];

/** Starts checkout or changes the subscription; the plan follows once the webhook has it. */
export const useChangePlan = () => useCallMutation(postPlanChange, { invalidates: afterPlanChange });
