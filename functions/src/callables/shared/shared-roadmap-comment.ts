import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { commentOnSharedItem } from '../../services/shared-service.ts';

export const sharedRoadmapCommentCallable = defineCallable(contracts.shared.roadmapComment, (input, ctx) =>
  commentOnSharedItem(ctx.org, ctx.viewer, input),
);
