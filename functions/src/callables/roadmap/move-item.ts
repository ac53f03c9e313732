import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { moveRoadmapItem } from '../../services/roadmap-service.ts';

export const moveRoadmapItemCallable = defineCallable(contracts.roadmap.move, (input, ctx) =>
  moveRoadmapItem(ctx.org, input, ctx.now),
);
