import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { sharedRoadmapItem } from '../../services/shared-service.ts';

export const sharedRoadmapItemCallable = defineCallable(contracts.shared.roadmapItem, (input, ctx) =>
  sharedRoadmapItem(ctx.org, ctx.viewer, input),
);
