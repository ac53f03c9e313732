import type { AreaCallables } from '../deployed.ts';
import { sharedAssessmentCallable } from './shared-assessment.ts';
import { sharedOverviewCallable } from './shared-overview.ts';
import { sharedRoadmapCommentCallable } from './shared-roadmap-comment.ts';
import { sharedRoadmapItemCallable } from './shared-roadmap-item.ts';
import { sharedRoadmapSetStatusCallable } from './shared-roadmap-set-status.ts';
import { sharedRoadmapCallable } from './shared-roadmap.ts';

export const sharedCallables = {
  overview: sharedOverviewCallable,
  assessment: sharedAssessmentCallable,
  roadmap: sharedRoadmapCallable,
  roadmapItem: sharedRoadmapItemCallable,
  roadmapComment: sharedRoadmapCommentCallable,
  roadmapSetStatus: sharedRoadmapSetStatusCallable,
} satisfies AreaCallables<'shared'>;
