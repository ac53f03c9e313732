// Composite indexes of the dashboard's query (queries.ts).
import type { CompositeIndex } from '../aggregate.ts';
import { collections } from '../paths.ts';

export function dashboardIndexes(): CompositeIndex[] {
  return [
    {
      collectionGroup: collections.assessments,
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'status', order: 'ASCENDING' },
        { fieldPath: 'updatedAt', order: 'DESCENDING' },
      ],
    },
  ];
}
