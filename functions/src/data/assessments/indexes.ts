// Composite indexes of the assessments' queries (queries.ts).
import type { CompositeIndex } from '../aggregate.ts';
import { collections } from '../paths.ts';

export function assessmentIndexes(): CompositeIndex[] {
  return [
    {
      collectionGroup: collections.assessments,
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'tenantId', order: 'ASCENDING' },
        { fieldPath: 'createdAt', order: 'DESCENDING' },
      ],
    },
    {
      collectionGroup: collections.assessmentAnswers,
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'assessmentId', order: 'ASCENDING' },
        { fieldPath: 'updatedAt', order: 'ASCENDING' },
      ],
    },
    // The daily expiry job: exceptions in force whose expiry has passed, in every organisation.
    {
      collectionGroup: collections.assessmentAnswers,
      queryScope: 'COLLECTION_GROUP',
      fields: [
        { fieldPath: 'exceptionState', order: 'ASCENDING' },
        { fieldPath: 'exceptionExpiresAt', order: 'ASCENDING' },
      ],
    },
    // An assessment's activity: its entries of the organisation's audit log.
    {
      collectionGroup: collections.audit,
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'target', order: 'ASCENDING' },
        { fieldPath: 'at', order: 'DESCENDING' },
      ],
    },
  ];
}
