// The SCIM queries over a MemoryStore (unit tests), same results as scim-tokens.ts and scim-users.ts.
import { collections } from '../paths.ts';
import type { MemoryStore } from '../store/memory-store.ts';
import { SCIM_TOKENS_LIST_MAX, scimTokenMapper } from './scim-tokens.ts';
import type { ScimTokenQueries } from './scim-tokens.ts';
import { SCIM_USERS_MAX, scimUserMapper } from './scim-users.ts';
import type { ScimUserQueries } from './scim-users.ts';

export type ScimQueries = { tokens: ScimTokenQueries; users: ScimUserQueries };

export function memoryScimQueries(store: MemoryStore, tid: string): ScimQueries {
  const under = (name: string) => store.collection(`${collections.orgs}/${tid}/${name}`);
  return {
    tokens: {
      list: () =>
        Promise.resolve(
          under(collections.scimTokens)
            .map((data) => scimTokenMapper.fromDoc(data))
            .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
            .slice(0, SCIM_TOKENS_LIST_MAX),
        ),
    },
    users: {
      all: () =>
        Promise.resolve(
          under(collections.scimUsers)
            .map((data) => scimUserMapper.fromDoc(data))
            .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
            .slice(0, SCIM_USERS_MAX),
        ),
    },
  };
}
