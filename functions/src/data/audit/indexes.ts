// Indexes of the audit log pages: `at` and `id` descending after the equality filters, a range on
// `at` using the same index. An organisation's page (queries.ts) filters by `actorUid`, `action`,
// both or neither; the service console's global page (global-queries.ts) is a collection-group
// query over every `audit` collection that may also filter by `orgId`.
import type { CompositeIndex } from '../aggregate.ts';
import { collections } from '../paths.ts';
import { globalAuditEqualityFields } from './global-queries.ts';

/** Every subset of the fields, in their order. */
function subsets<T>(fields: readonly T[]): T[][] {
  return fields.reduce<T[][]>((all, field) => [...all, ...all.map((subset) => [...subset, field])], [[]]);
}

function newestFirst(
  equalities: readonly string[],
  queryScope: CompositeIndex['queryScope'],
): CompositeIndex {
  return {
    collectionGroup: collections.audit,
    queryScope,
    fields: [
      ...equalities.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' as const })),
      { fieldPath: 'at', order: 'DESCENDING' },
      { fieldPath: 'id', order: 'DESCENDING' },
    ],
  };
}

export function auditIndexes(): CompositeIndex[] {
  return [
    ...subsets(['actorUid', 'action']).map((fields) => newestFirst(fields, 'COLLECTION')),
    ...subsets(globalAuditEqualityFields).map((fields) => newestFirst(fields, 'COLLECTION_GROUP')),
  ];
}
