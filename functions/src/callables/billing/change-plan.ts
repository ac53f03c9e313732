import { contracts } from '@assay/domain/contracts';
import { billingProvider } from '../../billing/provider.ts';
import { defineCallable } from '../../core/define-callable.ts';
import { changePlan } from '../../services/billing-service.ts';

export const changePlanCallable = defineCallable(contracts.billing.changePlan, (input, ctx) =>
  changePlan(ctx.org, billingProvider(), { email: ctx.email }, input.plan, ctx.now),
);
