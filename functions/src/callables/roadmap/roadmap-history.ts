import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { roadmapHistory } from '../../services/roadmap-service.ts';

export const roadmapHistoryCallable = defineCallable(contracts.roadmap.history, (input, ctx) =>
  roadmapHistory(ctx.org, input.itemId),
);
