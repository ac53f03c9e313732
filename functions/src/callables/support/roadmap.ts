import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { listRoadmap } from '../../services/roadmap-service.ts';

export const roadmapCallable = defineCallable(contracts.support.roadmap, (input, ctx) =>
  listRoadmap(
    ctx.org,
    {
      tenantId: input.tenantId,
      status: 'active',
      pageSize: input.pageSize,
      ...(input.cursor ? { cursor: input.cursor } : {}),
    },
    ctx.now,
  ),
);
