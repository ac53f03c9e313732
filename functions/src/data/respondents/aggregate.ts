// Invitations of outside respondents (orgs/{tid}/respondentInvites), as data/aggregates.ts lists it.
import { defineAggregate } from '../aggregate.ts';
import { collections } from '../paths.ts';
import { respondentIndexes } from './indexes.ts';
import { firestoreInviteQueries, inviteReads, inviteWrites } from './invites.ts';
import { memoryInviteQueries } from './memory-queries.ts';

export const invitesAggregate = defineAggregate({
  name: 'invites',
  collections: [collections.respondentInvites],
  queries: { firestore: firestoreInviteQueries, memory: memoryInviteQueries },
  reads: { invites: ({ reader, tid, queries }) => inviteReads(reader, tid, queries) },
  writes: { invites: ({ uow, tid }) => inviteWrites(uow, tid) },
  indexes: respondentIndexes,
});
