import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { signOutEverywhere } from '../../services/account-service.ts';

export const signOutEverywhereCallable = defineCallable(contracts.account.signOutEverywhere, (_input, ctx) =>
  signOutEverywhere(ctx.account),
);
