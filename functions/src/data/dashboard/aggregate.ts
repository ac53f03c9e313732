// The dashboard: the portfolio rollup (orgs/{tid}/rollups) and its query of open assessments;
// as data/aggregates.ts lists it.
import { defineAggregate } from '../aggregate.ts';
import { collections } from '../paths.ts';
import { dashboardIndexes } from './indexes.ts';
import { memoryDashboardQueries } from './memory-queries.ts';
import { firestoreDashboardQueries } from './queries.ts';
import { rollupReads, rollupWrites } from './rollup.ts';

export const dashboardAggregate = defineAggregate({
  name: 'dashboard',
  collections: [collections.rollups],
  queries: { firestore: firestoreDashboardQueries, memory: memoryDashboardQueries },
  reads: {
    rollup: ({ reader, tid }) => rollupReads(reader, tid),
    /** The dashboard's own query (open assessments). */
    dashboard: ({ queries }) => queries,
  },
  writes: { rollup: ({ uow, tid }) => rollupWrites(uow, tid) },
  indexes: dashboardIndexes,
});
