// The shared users' query over a MemoryStore (unit tests), same results as shared-users.ts.
import { SHARED_USERS_MAX } from '@assay/domain/sharing';
import { collections } from '../paths.ts';
import type { MemoryStore } from '../store/memory-store.ts';
import { sharedUserMapper } from './shared-users.ts';
import type { SharedUserQueries } from './shared-users.ts';

export function memorySharedUserQueries(store: MemoryStore, tid: string): SharedUserQueries {
  return {
    ofTenant: (tenantId) =>
      Promise.resolve(
        store
          .collection(`${collections.orgs}/${tid}/${collections.sharedUsers}`)
          .map((data) => sharedUserMapper.fromDoc(data))
          .filter((record) => record.tenantId === tenantId)
          .sort((a, b) => b.invitedAt.localeCompare(a.invitedAt))
          .slice(0, SHARED_USERS_MAX),
      ),
  };
}
