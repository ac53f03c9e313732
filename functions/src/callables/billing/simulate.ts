import { contracts } from '@assay/domain/contracts';
import { billingProvider } from '../../billing/provider.ts';
import { defineCallable } from '../../core/define-callable.ts';
import { simulate } from '../../services/billing-service.ts';

export const simulateCallable = defineCallable(contracts.billing.simulate, (input, ctx) =>
  simulate(ctx.org, billingProvider(), input.action),
);
