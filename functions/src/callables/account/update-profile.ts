import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { holderOf, updateProfile } from '../../services/account-service.ts';

export const updateProfileCallable = defineCallable(contracts.account.updateProfile, (input, ctx) =>
  updateProfile(ctx.account, ctx.ownOrg, holderOf(ctx), input.displayName),
);
