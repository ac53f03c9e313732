import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { bulkUpdateRoadmap } from '../../services/roadmap-service.ts';

export const bulkUpdateRoadmapCallable = defineCallable(contracts.roadmap.bulkUpdate, (input, ctx) =>
  bulkUpdateRoadmap(ctx.org, input, ctx.now),
);
