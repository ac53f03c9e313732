import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { setUserDisabled } from '../../services/platform-users-service.ts';

export const setUserDisabledCallable = defineCallable(contracts.service.setUserDisabled, (input, ctx) =>
  setUserDisabled(ctx.directory, ctx.identity, ctx.platform, ctx.uid, input),
);
