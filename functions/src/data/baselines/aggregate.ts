// The organisation's private baselines (orgs/{tid}/baselines), as data/aggregates.ts lists it.
import { defineAggregate } from '../aggregate.ts';
import { collections } from '../paths.ts';
import { baselineReads, baselineWrites } from './baselines.ts';
import { memoryBaselineQueries } from './memory-queries.ts';
import { firestoreBaselineQueries } from './queries.ts';

export const baselinesAggregate = defineAggregate({
  name: 'baselines',
  collections: [collections.baselines],
  queries: { firestore: firestoreBaselineQueries, memory: memoryBaselineQueries },
  /** The organisation's private baselines and the global library (read-only here). */
  reads: { baselines: ({ reader, tid, queries }) => baselineReads(reader, tid, queries) },
  /** The organisation's private baselines (never the global library). */
  writes: { baselines: ({ uow, tid }) => baselineWrites(uow, { kind: 'org', tid }) },
});
