import { useCallMutation, type CallFn, type CallInput } from '@assay/client';
import { afterPlanChange } from './change-plan.ts';

export const postSimulation = (call: CallFn, input: CallInput<'billing-simulate'>) =>
  call('billing-simulate', input);

/** A button of the local test-billing provider; its webhook events have been processed when it settles. */
export const useSimulate = () => useCallMutation(postSimulation, { invalidates: afterPlanChange });
