import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { sharedAssessment } from '../../services/shared-service.ts';

export const sharedAssessmentCallable = defineCallable(contracts.shared.assessment, (input, ctx) =>
  sharedAssessment(ctx.org, ctx.viewer, input),
);
