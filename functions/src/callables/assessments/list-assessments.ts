import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { listAssessments } from '../../services/assessments-service.ts';

export const listAssessmentsCallable = defineCallable(contracts.assessments.list, (input, ctx) =>
  listAssessments(ctx.org, input.tenantId),
);
