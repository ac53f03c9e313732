// People the organisation's tenants are shared with (orgs/{tid}/sharedUsers), as data/aggregates.ts lists it.
import { defineAggregate } from '../aggregate.ts';
import { collections } from '../paths.ts';
import { sharedUserIndexes } from './indexes.ts';
import { memorySharedUserQueries } from './memory-queries.ts';
import { firestoreSharedUserQueries, sharedUserReads, sharedUserWrites } from './shared-users.ts';

export const sharedUsersAggregate = defineAggregate({
  name: 'sharedUsers',
  collections: [collections.sharedUsers],
  queries: { firestore: firestoreSharedUserQueries, memory: memorySharedUserQueries },
  reads: { sharedUsers: ({ reader, tid, queries }) => sharedUserReads(reader, tid, queries) },
  writes: { sharedUsers: ({ uow, tid }) => sharedUserWrites(uow, tid) },
  indexes: sharedUserIndexes,
});
