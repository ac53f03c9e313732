// The tenants aggregate, as data/aggregates.ts lists it (data/aggregate.ts says what each field is).
import { defineAggregate } from '../aggregate.ts';
import { collections } from '../paths.ts';
import { tenantIndexes } from './indexes.ts';
import { memoryTenantQueries } from './memory-queries.ts';
import { firestoreTenantQueries } from './queries.ts';
import { tenantReads, tenantWrites } from './tenants.ts';

export const tenantsAggregate = defineAggregate({
  name: 'tenants',
  collections: [collections.tenants, collections.tenantNames],
  queries: { firestore: firestoreTenantQueries, memory: memoryTenantQueries },
  reads: { tenants: ({ reader, tid, queries }) => tenantReads(reader, tid, queries) },
  writes: { tenants: ({ uow, tid }) => tenantWrites(uow, tid) },
  indexes: tenantIndexes,
});
