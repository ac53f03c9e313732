import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { deleteAccount, holderOf } from '../../services/account-service.ts';

export const deleteAccountCallable = defineCallable(contracts.account.delete, (input, ctx) =>
  deleteAccount(ctx.account, ctx.ownOrg, ctx, holderOf(ctx), input.confirmEmail, ctx.now),
);
