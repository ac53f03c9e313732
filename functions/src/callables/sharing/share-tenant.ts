import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { appOrigin } from '../../config/settings.ts';
import { shareTenant } from '../../services/sharing-service.ts';

export const shareTenantCallable = defineCallable(contracts.sharing.share, (input, ctx) =>
  shareTenant(ctx.org, ctx.sharing, { uid: ctx.uid, name: ctx.name, email: ctx.email }, input, {
    now: ctx.now,
    appOrigin: appOrigin(),
  }),
);
