import type { AreaCallables } from '../deployed.ts';
import { bulkUpdateRoadmapCallable } from './bulk-update.ts';
import { generateRoadmapCallable } from './generate-roadmap.ts';
import { listRoadmapCallable } from './list-roadmap.ts';
import { moveRoadmapItemCallable } from './move-item.ts';
import { roadmapHistoryCallable } from './roadmap-history.ts';
import { updateRoadmapItemCallable } from './update-item.ts';

export const roadmapCallables = {
  list: listRoadmapCallable,
  history: roadmapHistoryCallable,
  update: updateRoadmapItemCallable,
  bulkUpdate: bulkUpdateRoadmapCallable,
  move: moveRoadmapItemCallable,
  generate: generateRoadmapCallable,
} satisfies AreaCallables<'roadmap'>;
