// Indexes of the audit log page (queries.ts): `at` and `id` descending, after no equality
// filter, `actorUid`, `action`, or both. A range on `at` uses the same indexes.
import type { CompositeIndex } from '../indexes.ts';
import { collections } from '../paths.ts';

export function auditIndexes(): CompositeIndex[] {
  const equalities = [[], ['actorUid'], ['action'], ['actorUid', 'action']];
  return equalities.map((fields) => ({
    collectionGroup: collections.audit,
    queryScope: 'COLLECTION' as const,
    fields: [...fields.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' as const })), { fieldPath: 'at', order: 'DESCENDING' as const }, { fieldPath: 'id', order: 'DESCENDING' as const }],
  }));
}
