import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { updateRoadmapItem } from '../../services/roadmap-service.ts';

export const updateRoadmapItemCallable = defineCallable(contracts.roadmap.update, (input, ctx) =>
  updateRoadmapItem(ctx.org, input, ctx.now),
);
