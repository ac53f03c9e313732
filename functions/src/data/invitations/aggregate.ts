// Pending invitations of members (orgs/{tid}/invitations), as data/aggregates.ts lists it.
import { defineAggregate } from '../aggregate.ts';
import { collections } from '../paths.ts';
import { invitationReads, invitationWrites } from './invitations.ts';

export const invitationsAggregate = defineAggregate({
  name: 'invitations',
  collections: [collections.invitations],
  reads: { invitations: ({ reader, tid }) => invitationReads(reader, tid) },
  writes: { invitations: ({ uow, tid }) => invitationWrites(uow, tid) },
});
