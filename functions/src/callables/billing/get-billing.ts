import { contracts } from '@assay/domain/contracts';
import { billingProvider } from '../../billing/provider.ts';
import { defineCallable } from '../../core/define-callable.ts';
import { env } from '../../env.ts';
import { getBilling } from '../../services/billing-service.ts';

export const getBillingCallable = defineCallable(contracts.billing.get, (_input, ctx) =>
  getBilling(ctx.org, billingProvider(), { graceDays: env.billing.graceDays }, ctx.now),
);
