import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { holderOf, syncEmail } from '../../services/account-service.ts';

export const syncEmailCallable = defineCallable(contracts.account.syncEmail, (_input, ctx) =>
  syncEmail(ctx.account, ctx.ownOrg, holderOf(ctx)),
);
