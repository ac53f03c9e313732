// The SSO queries over a MemoryStore (unit tests), same results as sso-domains.ts.
import { collections } from '../paths.ts';
import type { MemoryStore } from '../store/memory-store.ts';
import { ssoDomainMapper } from './sso-domains.ts';
import type { SsoDomainQueries } from './sso-domains.ts';

export type SsoQueries = { domains: SsoDomainQueries };

export function memorySsoQueries(store: MemoryStore, tid: string): SsoQueries {
  return {
    domains: {
      list: () =>
        Promise.resolve(
          store
            .collection(`${collections.orgs}/${tid}/${collections.ssoDomains}`)
            .map((data) => ssoDomainMapper.fromDoc(data))
            .sort((a, b) => a.claimedAt.localeCompare(b.claimedAt)),
        ),
    },
  };
}
