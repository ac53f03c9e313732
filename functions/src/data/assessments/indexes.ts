// Composite indexes of the assessments' queries (queries.ts).
import { compositeIndex, type CompositeIndex } from '../aggregate.ts';
import { collections } from '../paths.ts';

export function assessmentIndexes(): CompositeIndex[] {
  return [
    compositeIndex(collections.assessments, ['tenantId asc', 'createdAt desc']),
    compositeIndex(collections.assessmentAnswers, ['assessmentId asc', 'updatedAt asc']),
    // The daily expiry job: exceptions in force whose expiry has passed, in every organisation.
    compositeIndex(
      collections.assessmentAnswers,
      ['exceptionState asc', 'exceptionExpiresAt asc'],
      'COLLECTION_GROUP',
    ),
    // An assessment's activity: its entries of the organisation's audit log.
    compositeIndex(collections.audit, ['target asc', 'at desc']),
  ];
}
