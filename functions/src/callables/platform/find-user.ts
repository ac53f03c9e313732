import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { findUser } from '../../services/platform-users-service.ts';

export const findUserCallable = defineCallable(contracts.service.findUser, (input, ctx) =>
  findUser(ctx.directory, input),
);
