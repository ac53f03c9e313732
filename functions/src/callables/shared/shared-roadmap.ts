import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { sharedRoadmap } from '../../services/shared-service.ts';

export const sharedRoadmapCallable = defineCallable(contracts.shared.roadmap, (input, ctx) =>
  sharedRoadmap(ctx.org, ctx.viewer, input.tenantId),
);
