// The service console's organisation list (queries.ts): ordered by one sort key and `id` in the
// same direction, after nothing, the plan, or a search token. Plan + search is served by merging
// the plan index and the search index of the same order, so it needs none of its own.
import type { CompositeIndex, IndexField } from '../aggregate.ts';
import { collections } from '../paths.ts';
import { organisationSortPaths } from './queries.ts';

export function organisationIndexes(): CompositeIndex[] {
  const filters: IndexField[][] = [
    [],
    [{ fieldPath: 'plan', order: 'ASCENDING' }],
    [{ fieldPath: 'searchTokens', arrayConfig: 'CONTAINS' }],
  ];
  return Object.values(organisationSortPaths).flatMap((fieldPath) =>
    (['ASCENDING', 'DESCENDING'] as const).flatMap((order) =>
      filters.map((filter) => ({
        collectionGroup: collections.orgs,
        queryScope: 'COLLECTION' as const,
        fields: [...filter, { fieldPath, order }, { fieldPath: 'id', order }],
      })),
    ),
  );
}
