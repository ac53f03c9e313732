// Composite indexes of the roadmap's queries (queries.ts, expiring.ts).
import type { CompositeIndex } from '../aggregate.ts';
import { collections } from '../paths.ts';

export function roadmapIndexes(): CompositeIndex[] {
  return [
    // The list: any combination of filters is one facet token, in board order.
    {
      collectionGroup: collections.roadmapItems,
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'facets', arrayConfig: 'CONTAINS' },
        { fieldPath: 'position', order: 'ASCENDING' },
        { fieldPath: 'id', order: 'ASCENDING' },
      ],
    },
    // Due soon and overdue (the dashboard, the calendar).
    {
      collectionGroup: collections.roadmapItems,
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'facets', arrayConfig: 'CONTAINS' },
        { fieldPath: 'dueDate', order: 'ASCENDING' },
        { fieldPath: 'id', order: 'ASCENDING' },
      ],
    },
    // An item's own history (regenerations), newest first; people's changes use the audit log's index.
    {
      collectionGroup: collections.roadmapHistory,
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'target', order: 'ASCENDING' },
        { fieldPath: 'at', order: 'DESCENDING' },
      ],
    },
    // The daily job: risk acceptances whose expiry has passed, in every organisation.
    {
      collectionGroup: collections.roadmapItems,
      queryScope: 'COLLECTION_GROUP',
      fields: [
        { fieldPath: 'status', order: 'ASCENDING' },
        { fieldPath: 'riskExpiresAt', order: 'ASCENDING' },
      ],
    },
  ];
}
