import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { removePlanOverride } from '../../services/platform-subscriptions-service.ts';

export const removePlanOverrideCallable = defineCallable(contracts.service.removePlanOverride, (input, ctx) =>
  removePlanOverride(ctx.platform, input, ctx.now),
);
