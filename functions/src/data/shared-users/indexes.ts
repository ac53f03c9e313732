import type { CompositeIndex } from '../aggregate.ts';
import { collections } from '../paths.ts';

/** A tenant's shared users, newest invitation first (shared-users.ts). */
export function sharedUserIndexes(): CompositeIndex[] {
  return [
    {
      collectionGroup: collections.sharedUsers,
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'tenantId', order: 'ASCENDING' },
        { fieldPath: 'invitedAt', order: 'DESCENDING' },
      ],
    },
  ];
}
