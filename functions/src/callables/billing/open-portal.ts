import { contracts } from '@assay/domain/contracts';
import { billingProvider } from '../../billing/provider.ts';
import { defineCallable } from '../../core/define-callable.ts';
import { openPortal } from '../../services/billing-service.ts';

export const openPortalCallable = defineCallable(contracts.billing.openPortal, (_input, ctx) =>
  openPortal(ctx.org, billingProvider(), { email: ctx.email }),
);
