import { contracts } from '@assay/domain/contracts';
import { ROADMAP_PAGE_MAX } from '@assay/domain/roadmap';
import { defineCallable } from '../../core/define-callable.ts';
import { listRoadmap } from '../../services/roadmap-service.ts';

// Full pages: every page is a read written to the organisation's log, so fewer and larger ones.
export const roadmapCallable = defineCallable(contracts.support.roadmap, (input, ctx) =>
  listRoadmap(ctx.org, { tenantId: input.tenantId, status: 'active', pageSize: ROADMAP_PAGE_MAX, ...(input.cursor ? { cursor: input.cursor } : {}) }, ctx.now),
);
