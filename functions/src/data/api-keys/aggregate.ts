// API keys (orgs/{tid}/apiKeys and their global public-id pointers), as data/aggregates.ts lists it.
import { defineAggregate } from '../aggregate.ts';
import { collections } from '../paths.ts';
import { apiKeyReads, apiKeyWrites, firestoreApiKeyQueries } from './api-keys.ts';
import { memoryApiKeyQueries } from './memory-queries.ts';

export const apiKeysAggregate = defineAggregate({
  name: 'apiKeys',
  collections: [collections.apiKeys],
  queries: { firestore: firestoreApiKeyQueries, memory: memoryApiKeyQueries },
  reads: { apiKeys: ({ reader, tid, queries }) => apiKeyReads(reader, tid, queries) },
  writes: { apiKeys: ({ uow, tid }) => apiKeyWrites(uow, tid) },
});
