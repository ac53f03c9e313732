import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { listRoadmap } from '../../services/roadmap-service.ts';

export const listRoadmapCallable = defineCallable(contracts.roadmap.list, (input, ctx) =>
  listRoadmap(ctx.org, input, ctx.now),
);
