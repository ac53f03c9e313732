import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { listSubscriptions } from '../../services/platform-subscriptions-service.ts';

export const listSubscriptionsCallable = defineCallable(contracts.service.listSubscriptions, (input, ctx) =>
  listSubscriptions(ctx.platform, input, ctx.now),
);
