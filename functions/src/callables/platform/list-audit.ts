import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { listGlobalAudit } from '../../services/platform-audit-service.ts';

export const listAuditCallable = defineCallable(contracts.service.listAudit, (input, ctx) =>
  listGlobalAudit(ctx.platform, ctx.directory, input),
);
