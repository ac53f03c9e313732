// The organisation's audit log (orgs/{tid}/audit), as data/aggregates.ts lists it.
import { defineAggregate } from '../aggregate.ts';
import { collections } from '../paths.ts';
import { auditWrites } from './audit.ts';
import { auditIndexes } from './indexes.ts';
import { memoryAuditQueries } from './memory-queries.ts';
import { firestoreAuditQueries } from './queries.ts';

export const auditAggregate = defineAggregate({
  name: 'audit',
  collections: [collections.audit],
  queries: { firestore: firestoreAuditQueries, memory: memoryAuditQueries },
  /** The organisation's audit log, paged and filtered. */
  reads: { auditLog: ({ queries }) => queries },
  /** Stamped with the caller, the callable and the time. */
  writes: { audit: ({ uow, tid, stamp }) => auditWrites(uow, tid, stamp) },
  indexes: auditIndexes,
});
