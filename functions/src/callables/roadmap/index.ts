import type { AreaCallables } from '../deployed.ts';
import { bulkUpdateRoadmapCallable } from './bulk-update.ts';
import { calendarLinkCallable } from './calendar-link.ts';
import { revokeCalendarCallable } from './revoke-calendar.ts';
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
  calendarLink: calendarLinkCallable,
  revokeCalendar: revokeCalendarCallable,
} satisfies AreaCallables<'roadmap'>;
