import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { listAssessments } from '../../services/assessments-service.ts';

export const assessmentsCallable = defineCallable(contracts.support.assessments, (input, ctx) =>
  listAssessments(ctx.org, input.tenantId),
);
