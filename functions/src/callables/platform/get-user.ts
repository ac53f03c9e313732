import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { getUser } from '../../services/platform-users-service.ts';

export const getUserCallable = defineCallable(contracts.service.getUser, (input, ctx) =>
  getUser(ctx.directory, ctx.platform, input),
);
