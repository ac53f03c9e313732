import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { listSupportGrants } from '../../services/support-service.ts';

export const listCallable = defineCallable(contracts.support.list, (_input, ctx) =>
  listSupportGrants(ctx.support, ctx.now),
);
