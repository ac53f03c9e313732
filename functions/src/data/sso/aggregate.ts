// Single sign-on (orgs/{tid}/ssoDomains with the global ssoDomainOwners index, and
// orgs/{tid}/ssoSettings/provider), as data/aggregates.ts lists it.
import type { Firestore } from 'firebase-admin/firestore';
import { defineAggregate } from '../aggregate.ts';
import { collections } from '../paths.ts';
import { memorySsoQueries } from './memory-queries.ts';
import type { SsoQueries } from './memory-queries.ts';
import { firestoreSsoDomainQueries, ssoDomainReads, ssoDomainWrites } from './sso-domains.ts';
import { ssoProviderReads, ssoProviderWrites } from './sso-provider.ts';

function firestoreSsoQueries(db: Firestore, tid: string): SsoQueries {
  return { domains: firestoreSsoDomainQueries(db, tid) };
}

export const ssoAggregate = defineAggregate({
  name: 'sso',
  collections: [collections.ssoDomains, collections.ssoSettings],
  queries: { firestore: firestoreSsoQueries, memory: memorySsoQueries },
  reads: {
    ssoDomains: ({ reader, tid, queries }) => ssoDomainReads(reader, tid, queries.domains),
    ssoProvider: ({ reader, tid }) => ssoProviderReads(reader, tid),
  },
  writes: {
    ssoDomains: ({ uow, tid }) => ssoDomainWrites(uow, tid),
    ssoProvider: ({ uow, tid }) => ssoProviderWrites(uow, tid),
  },
});
