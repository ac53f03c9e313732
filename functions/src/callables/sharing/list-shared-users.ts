import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { listSharedUsers } from '../../services/sharing-service.ts';

export const listSharedUsersCallable = defineCallable(contracts.sharing.list, (input, ctx) =>
  listSharedUsers(ctx.org, ctx.sharing, input.tenantId),
);
