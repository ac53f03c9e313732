// Composite indexes of the roadmap's queries (queries.ts, expiring.ts).
import { compositeIndex, type CompositeIndex } from '../aggregate.ts';
import { collections } from '../paths.ts';

export function roadmapIndexes(): CompositeIndex[] {
  return [
    // The list: any combination of filters is one facet token, in board order.
    compositeIndex(collections.roadmapItems, ['facets contains', 'position asc', 'id asc']),
    // Due soon and overdue (the dashboard, the calendar).
    compositeIndex(collections.roadmapItems, ['facets contains', 'dueDate asc', 'id asc']),
    // An item's own history (regenerations), newest first; people's changes use the audit log's index.
    compositeIndex(collections.roadmapHistory, ['target asc', 'at desc']),
    // The daily job: risk acceptances whose expiry has passed, in every organisation.
    compositeIndex(collections.roadmapItems, ['status asc', 'riskExpiresAt asc'], 'COLLECTION_GROUP'),
  ];
}
