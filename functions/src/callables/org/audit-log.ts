import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { auditLog } from '../../services/org-service.ts';

export const auditLogCallable = defineCallable(contracts.org.auditLog, (input, ctx) =>
  auditLog(ctx.org, input),
);
