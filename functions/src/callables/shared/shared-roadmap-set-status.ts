import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { setSharedItemStatus } from '../../services/shared-service.ts';

export const sharedRoadmapSetStatusCallable = defineCallable(
  contracts.shared.roadmapSetStatus,
  (input, ctx) => setSharedItemStatus(ctx.org, ctx.viewer, input, ctx.now),
);
