// System admins' support access to the organisation (orgs/{tid}/supportGrants), as data/aggregates.ts lists it.
import { defineAggregate } from '../aggregate.ts';
import { collections } from '../paths.ts';
import { memorySupportGrantQueries } from './memory-queries.ts';
import { firestoreSupportGrantQueries, supportGrantReads, supportGrantWrites } from './support-grants.ts';

export const supportGrantsAggregate = defineAggregate({
  name: 'supportGrants',
  collections: [collections.supportGrants],
  queries: { firestore: firestoreSupportGrantQueries, memory: memorySupportGrantQueries },
  reads: { supportGrants: ({ reader, tid, queries }) => supportGrantReads(reader, tid, queries) },
  writes: { supportGrants: ({ uow, tid }) => supportGrantWrites(uow, tid) },
});
