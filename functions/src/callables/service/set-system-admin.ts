import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { setSystemAdmin } from '../../services/platform-service.ts';

export const setSystemAdminCallable = defineCallable(contracts.service.setSystemAdmin, async (input, ctx) => {
  const result = await setSystemAdmin(ctx.identity, ctx.uid, input);
  ctx.audit({ target: `user/${input.uid}`, summary: `${input.enabled ? 'Granted' : 'Revoked'} system-admin access` });
  return result;
});
