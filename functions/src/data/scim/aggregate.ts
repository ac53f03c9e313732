// SCIM provisioning (orgs/{tid}/scimTokens with their global public-id pointers, and
// orgs/{tid}/scimUsers), as data/aggregates.ts lists it.
import type { Firestore } from 'firebase-admin/firestore';
import { defineAggregate } from '../aggregate.ts';
import { collections } from '../paths.ts';
import { memoryScimQueries } from './memory-queries.ts';
import type { ScimQueries } from './memory-queries.ts';
import { firestoreScimTokenQueries, scimTokenReads, scimTokenWrites } from './scim-tokens.ts';
import { firestoreScimUserQueries, scimUserReads, scimUserWrites } from './scim-users.ts';

function firestoreScimQueries(db: Firestore, tid: string): ScimQueries {
  return { tokens: firestoreScimTokenQueries(db, tid), users: firestoreScimUserQueries(db, tid) };
}

export const scimAggregate = defineAggregate({
  name: 'scim',
  collections: [collections.scimTokens, collections.scimUsers],
  queries: { firestore: firestoreScimQueries, memory: memoryScimQueries },
  reads: {
    scimTokens: ({ reader, tid, queries }) => scimTokenReads(reader, tid, queries.tokens),
    scimUsers: ({ reader, tid, queries }) => scimUserReads(reader, tid, queries.users),
  },
  writes: {
    scimTokens: ({ uow, tid }) => scimTokenWrites(uow, tid),
    scimUsers: ({ uow, tid }) => scimUserWrites(uow, tid),
  },
});
