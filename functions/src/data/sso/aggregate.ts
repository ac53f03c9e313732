// Single sign-on (orgs/{tid}/ssoDomains with the global ssoDomainOwners index), as data/aggregates.ts lists it.
import type { Firestore } from 'firebase-admin/firestore';
import { defineAggregate } from '../aggregate.ts';
import { collections } from '../paths.ts';
import { memorySsoQueries } from './memory-queries.ts';
import type { SsoQueries } from './memory-queries.ts';
import { firestoreSsoDomainQueries, ssoDomainReads, ssoDomainWrites } from './sso-domains.ts';

function firestoreSsoQueries(db: Firestore, tid: string): SsoQueries {
  return { domains: firestoreSsoDomainQueries(db, tid) };
}

export const ssoAggregate = defineAggregate({
  name: 'sso',
  collections: [collections.ssoDomains],
  queries: { firestore: firestoreSsoQueries, memory: memorySsoQueries },
  reads: {
    ssoDomains: ({ reader, tid, queries }) => ssoDomainReads(reader, tid, queries.domains),
  },
  writes: {
    ssoDomains: ({ uow, tid }) => ssoDomainWrites(uow, tid),
  },
});
