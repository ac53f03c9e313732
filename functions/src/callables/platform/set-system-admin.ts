import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { setSystemAdmin } from '../../services/platform-service.ts';

export const setSystemAdminCallable = defineCallable(contracts.service.setSystemAdmin, (input, ctx) =>
  setSystemAdmin(ctx.identity, ctx.directory, ctx.platform, ctx.uid, input),
);
