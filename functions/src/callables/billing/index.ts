import type { AreaCallables } from '../deployed.ts';
import { changePlanCallable } from './change-plan.ts';
import { getBillingCallable } from './get-billing.ts';
import { openPortalCallable } from './open-portal.ts';
import { simulateCallable } from './simulate.ts';

export const billingCallables = {
  get: getBillingCallable,
  changePlan: changePlanCallable,
  openPortal: openPortalCallable,
  simulate: simulateCallable,
} satisfies AreaCallables<'billing'>;
