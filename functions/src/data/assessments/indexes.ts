// Composite indexes of the assessments' queries (queries.ts).
import type { CompositeIndex } from '../indexes.ts';
import { collections } from '../paths.ts';

export function assessmentIndexes(): CompositeIndex[] {
  return [
    {
      collectionGroup: collections.assessments,
      queryScope: 'COLLECTION',
      fields: [{ fieldPath: 'tenantId', order: 'ASCENDING' }, { fieldPath: 'createdAt', order: 'DESCENDING' }],
    },
    {
      collectionGroup: collections.assessmentAnswers,
      queryScope: 'COLLECTION',
      fields: [{ fieldPath: 'assessmentId', order: 'ASCENDING' }, { fieldPath: 'updatedAt', order: 'ASCENDING' }],
    },
  ];
}
