// The composite indexes the tenant list needs (queries.ts): `facets` array-contains(-any),
// ordered by one sort field and `id` in the same direction — one index per sort and direction.
import type { CompositeIndex } from '../aggregate.ts';
import { collections } from '../paths.ts';
import { sortPaths } from './queries.ts';

export function tenantIndexes(): CompositeIndex[] {
  return Object.values(sortPaths).flatMap((field) =>
    (['ASCENDING', 'DESCENDING'] as const).map((order) => ({
      collectionGroup: collections.tenants,
      queryScope: 'COLLECTION' as const,
      fields: [
        { fieldPath: 'facets', arrayConfig: 'CONTAINS' as const },
        { fieldPath: field, order },
        { fieldPath: 'id', order },
      ],
    })),
  );
}
