import type { CompositeIndex } from '../aggregate.ts';
import { collections } from '../paths.ts';

/** An assessment's invitations, newest first (invites.ts). */
export function respondentIndexes(): CompositeIndex[] {
  return [
    {
      collectionGroup: collections.respondentInvites,
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'assessmentId', order: 'ASCENDING' },
        { fieldPath: 'createdAt', order: 'DESCENDING' },
      ],
    },
  ];
}
