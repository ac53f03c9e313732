import { contracts } from '@assay/domain/contracts';
import { billingProvider } from '../../billing/provider.ts';
import { defineCallable } from '../../core/define-callable.ts';
import { billingGraceDays } from '../../config/settings.ts';
import { getBilling } from '../../services/billing-service.ts';

export const getBillingCallable = defineCallable(contracts.billing.get, (_input, ctx) =>
  getBilling(ctx.org, billingProvider(), { graceDays: billingGraceDays() }, ctx.now),
);
