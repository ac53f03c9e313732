// The API keys' query over a MemoryStore (unit tests), same results as api-keys.ts.
import { collections } from '../paths.ts';
import type { MemoryStore } from '../store/memory-store.ts';
import { API_KEYS_LIST_MAX, apiKeyMapper } from './api-keys.ts';
import type { ApiKeyQueries } from './api-keys.ts';

export function memoryApiKeyQueries(store: MemoryStore, tid: string): ApiKeyQueries {
  return {
    list: () =>
      Promise.resolve(
        store
          .collection(`${collections.orgs}/${tid}/${collections.apiKeys}`)
          .map((data) => apiKeyMapper.fromDoc(data))
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
          .slice(0, API_KEYS_LIST_MAX),
      ),
  };
}
