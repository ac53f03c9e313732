// The service console lists organisations newest first (platform-data.ts).
import type { CompositeIndex } from '../indexes.ts';
import { collections } from '../paths.ts';

export function organisationIndexes(): CompositeIndex[] {
  return [{ collectionGroup: collections.orgs, queryScope: 'COLLECTION', fields: [{ fieldPath: 'createdAt', order: 'DESCENDING' }, { fieldPath: 'id', order: 'DESCENDING' }] }];
}
