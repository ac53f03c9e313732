// The composite indexes the repositories' queries need in production (the emulators need none).
// `pnpm --filter @assay/functions indexes` prints them in firestore.indexes.json format.
// Equality filters are combined by Firestore's index merging, so each filter field needs one
// index per sort: (filter, sortField, id) in both directions.
import { collections } from './paths.ts';

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION';
  fields: IndexField[];
}

const tenantFilters: IndexField[] = [
  { fieldPath: 'status' },
  { fieldPath: 'group' },
  { fieldPath: 'kind' },
  { fieldPath: 'searchTokens', arrayConfig: 'CONTAINS' },
  { fieldPath: 'tags', arrayConfig: 'CONTAINS' },
];
const tenantSorts = ['nameLower', 'createdAt', 'updatedAt'];
const orders = ['ASCENDING', 'DESCENDING'] as const;

export function requiredIndexes(): CompositeIndex[] {
  const indexes: CompositeIndex[] = [];
  for (const filter of tenantFilters) {
    for (const sort of tenantSorts) {
      for (const order of orders) {
        indexes.push({
          collectionGroup: collections.tenants,
          queryScope: 'COLLECTION',
          fields: [filter.arrayConfig ? filter : { fieldPath: filter.fieldPath, order: 'ASCENDING' }, { fieldPath: sort, order }, { fieldPath: 'id', order }],
        });
      }
    }
  }
  for (const sort of tenantSorts) {
    indexes.push({ collectionGroup: collections.tenants, queryScope: 'COLLECTION', fields: [{ fieldPath: sort, order: 'DESCENDING' }, { fieldPath: 'id', order: 'DESCENDING' }] });
    indexes.push({ collectionGroup: collections.tenants, queryScope: 'COLLECTION', fields: [{ fieldPath: sort, order: 'ASCENDING' }, { fieldPath: 'id', order: 'ASCENDING' }] });
  }
  indexes.push({ collectionGroup: collections.orgs, queryScope: 'COLLECTION', fields: [{ fieldPath: 'createdAt', order: 'DESCENDING' }, { fieldPath: 'id', order: 'DESCENDING' }] });
  return indexes;
}
