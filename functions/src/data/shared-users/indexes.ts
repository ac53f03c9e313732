import { compositeIndex, type CompositeIndex } from '../aggregate.ts';
import { collections } from '../paths.ts';

/** A tenant's shared users, newest invitation first (shared-users.ts). */
export function sharedUserIndexes(): CompositeIndex[] {
  return [compositeIndex(collections.sharedUsers, ['tenantId asc', 'invitedAt desc'])];
}
