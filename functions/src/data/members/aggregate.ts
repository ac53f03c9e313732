// The members aggregate (orgs/{tid}/members), as data/aggregates.ts lists it.
import { defineAggregate } from '../aggregate.ts';
import { collections } from '../paths.ts';
import { memberReads, memberWrites } from './members.ts';
import { memoryMembershipQueries } from './memory-queries.ts';
import { firestoreMembershipQueries } from './queries.ts';

export const membersAggregate = defineAggregate({
  name: 'members',
  collections: [collections.members],
  queries: { firestore: firestoreMembershipQueries, memory: memoryMembershipQueries },
  reads: {
    members: ({ reader, tid }) => memberReads(reader, tid),
    /** Every member and pending invitation (bounded lists, for the members page). */
    memberships: ({ queries }) => queries,
  },
  writes: { members: ({ uow, tid }) => memberWrites(uow, tid) },
});
