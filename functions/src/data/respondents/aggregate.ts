// Invitations of outside respondents (orgs/{tid}/respondentInvites), as data/aggregates.ts lists it.
import { defineAggregate } from '../aggregate.ts';
import { collections } from '../paths.ts';
import { respondentIndexes } from './indexes.ts';
import {
  firestoreRespondentInvitationQueries,
  respondentInvitationReads,
  respondentInvitationWrites,
} from './invitations.ts';
import { memoryRespondentInvitationQueries } from './memory-queries.ts';

export const respondentInvitationsAggregate = defineAggregate({
  name: 'respondentInvitations',
  collections: [collections.respondentInvites],
  queries: { firestore: firestoreRespondentInvitationQueries, memory: memoryRespondentInvitationQueries },
  reads: {
    respondentInvitations: ({ reader, tid, queries }) => respondentInvitationReads(reader, tid, queries),
  },
  writes: { respondentInvitations: ({ uow, tid }) => respondentInvitationWrites(uow, tid) },
  indexes: respondentIndexes,
});
