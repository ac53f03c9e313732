// Cross-tenant data for system admins. Used only by callables/service/* (via their context)
// and the services they call; every other code path is bound to one parent tenant.
import { Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { globalAuditWrites } from './audit/audit.ts';
import type { AuditStamp, AuditWrites } from './audit/audit.ts';
import { baselineWrites, globalBaselineReads } from './baselines/baselines.ts';
import type { BaselineWrites, GlobalBaselineReads } from './baselines/baselines.ts';
import { firestoreGlobalBaselineQueries } from './baselines/queries.ts';
import { organisationMapper, organisationReads } from './organisation/organisation.ts';
import type { OrganisationRecord } from './organisation/organisation.ts';
import { collections } from './paths.ts';
import { firestoreStore } from './store/firestore-store.ts';
import type { Store } from './store/store.ts';

export interface OrganisationPosition {
  createdAtMillis: number;
  id: string;
}

export interface PlatformTransaction {
  /** The global log of service actions, stamped with the caller, the callable and the time. */
  audit: AuditWrites;
  /** The global baseline library. */
  baselines: BaselineWrites;
}

export interface PlatformData {
  /** Organisations newest first. */
  organisationPage(query: { after?: OrganisationPosition; limit: number }): Promise<{ items: OrganisationRecord[]; hasMore: boolean }>;
  countOrganisations(): Promise<number>;
  /** One organisation's document (null when there is none). */
  organisation(tid: string): Promise<OrganisationRecord | null>;
  /** The global baseline library, drafts included. */
  globalBaselines: GlobalBaselineReads;
  transaction<T>(work: (tx: PlatformTransaction) => Promise<T>): Promise<T>;
}

/** The global audit log over any Store (platform-data's writes; unit tests use a MemoryStore). */
export function platformTransactions(store: Store, stamp: AuditStamp): PlatformData['transaction'] {
  return (work) => store.transaction((uow) => work({ audit: globalAuditWrites(uow, stamp), baselines: baselineWrites(uow, { kind: 'global' }) }));
}

export function platformData(db: Firestore, stamp: AuditStamp): PlatformData {
  const orgs = db.collection(collections.orgs);
  return {
    async organisationPage({ after, limit }) {
      let query = orgs.orderBy('createdAt', 'desc').orderBy('id', 'desc');
      if (after) query = query.startAfter(Timestamp.fromMillis(after.createdAtMillis), after.id);
      const snap = await query.limit(limit + 1).get();
      return { items: snap.docs.slice(0, limit).map((doc) => organisationMapper.fromDoc(doc.data())), hasMore: snap.size > limit };
    },
    async countOrganisations() {
      const snap = await orgs.count().get();
      return snap.data().count;
    },
    organisation: (tid) => organisationReads(firestoreStore(db), tid).get(),
    globalBaselines: globalBaselineReads(firestoreStore(db), firestoreGlobalBaselineQueries(db)),
    transaction: platformTransactions(firestoreStore(db), stamp),
  };
}
