// The composite indexes the repositories' queries need in production; each aggregate declares
// its own beside its queries. `pnpm --filter @assay/functions indexes` prints them in
// firestore.indexes.json format (the embedded Firestore enforces that file as production does).
import { assessmentIndexes } from './assessments/indexes.ts';
import { auditIndexes } from './audit/indexes.ts';
import { mailIndexes } from './mail/indexes.ts';
import { organisationIndexes } from './organisation/indexes.ts';
import { respondentIndexes } from './respondents/indexes.ts';
import { roadmapIndexes } from './roadmap/indexes.ts';
import { sharedUserIndexes } from './shared-users/indexes.ts';
import { dashboardIndexes } from './dashboard/indexes.ts';
import { tenantIndexes } from './tenants/indexes.ts';

export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: IndexField[];
}

export function requiredIndexes(): CompositeIndex[] {
  return [
    ...tenantIndexes(),
    ...organisationIndexes(),
    ...assessmentIndexes(),
    ...auditIndexes(),
    ...respondentIndexes(),
    ...roadmapIndexes(),
    ...sharedUserIndexes(),
    ...dashboardIndexes(),
    ...mailIndexes(),
  ];
}
