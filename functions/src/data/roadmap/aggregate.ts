// Roadmap items, where each tenant's roadmap was generated from, the items' own history and the
// members' calendar feeds; as data/aggregates.ts lists it.
import { defineAggregate } from '../aggregate.ts';
import { itemHistoryWrites } from '../audit/audit.ts';
import { collections } from '../paths.ts';
import { roadmapIndexes } from './indexes.ts';
import { memoryRoadmapQueries } from './memory-queries.ts';
import { firestoreRoadmapQueries } from './queries.ts';
import { roadmapReads, roadmapWrites } from './roadmap.ts';

export const roadmapAggregate = defineAggregate({
  name: 'roadmap',
  collections: [
    collections.roadmapItems,
    collections.roadmapSources,
    collections.roadmapHistory,
    collections.calendarFeeds,
  ],
  queries: { firestore: firestoreRoadmapQueries, memory: memoryRoadmapQueries },
  reads: { roadmap: ({ reader, tid, queries }) => roadmapReads(reader, tid, queries) },
  writes: {
    roadmap: ({ uow, tid }) => roadmapWrites(uow, tid),
    /** What regenerations did to each item: its own history, not the organisation's log. */
    roadmapHistory: ({ uow, tid, stamp }) => itemHistoryWrites(uow, tid, stamp),
  },
  indexes: roadmapIndexes,
});
