// The support grants' query over a MemoryStore (unit tests), same results as support-grants.ts.
import { SUPPORT_GRANTS_LIST_MAX } from '@assay/domain/support';
import { collections } from '../paths.ts';
import type { MemoryStore } from '../store/memory-store.ts';
import { supportGrantMapper } from './support-grants.ts';
import type { SupportGrantQueries } from './support-grants.ts';

export function memorySupportGrantQueries(store: MemoryStore, tid: string): SupportGrantQueries {
  return {
    list: () =>
      Promise.resolve(
        store
          .collection(`${collections.orgs}/${tid}/${collections.supportGrants}`)
          .map((data) => supportGrantMapper.fromDoc(data))
          .sort((a, b) => b.requestedAt.localeCompare(a.requestedAt))
          .slice(0, SUPPORT_GRANTS_LIST_MAX),
      ),
  };
}
