import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { setPlanOverride } from '../../services/platform-subscriptions-service.ts';

export const setPlanOverrideCallable = defineCallable(contracts.service.setPlanOverride, (input, ctx) =>
  setPlanOverride(ctx.platform, { uid: ctx.uid, email: ctx.email }, input, ctx.now),
);
