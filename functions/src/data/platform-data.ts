// Cross-tenant data for system admins. Used only by callables/platform/* (via their context)
// and the services they call; every other code path is bound to one parent tenant.
import type { Firestore } from 'firebase-admin/firestore';
import type { Member } from '@assay/domain/members';
import { auditWrites, globalAuditWrites } from './audit/audit.ts';
import type { AuditStamp, AuditWrites } from './audit/audit.ts';
import { firestoreGlobalAuditQueries } from './audit/global-queries.ts';
import type { GlobalAuditQueries } from './audit/global-queries.ts';
import { baselineWrites, globalBaselineReads } from './baselines/baselines.ts';
import { mailDeliveryWrites } from './mail/delivery.ts';
import type { MailDeliveryWrites } from './mail/delivery.ts';
import type { BaselineWrites, GlobalBaselineReads } from './baselines/baselines.ts';
import { firestoreGlobalBaselineQueries } from './baselines/queries.ts';
import { firestoreMembershipQueries } from './members/queries.ts';
import { billingWrites } from './billing/billing.ts';
import type { BillingWrites } from './billing/billing.ts';
import { organisationReads, organisationWrites } from './organisation/organisation.ts';
import type { OrganisationRecord, OrganisationWrites } from './organisation/organisation.ts';
import { firestoreOrganisationQueries } from './organisation/queries.ts';
import type { OrganisationQueries } from './organisation/queries.ts';
import { firestoreStore } from './store/firestore-store.ts';
import type { Store } from './store/store.ts';

/** One organisation's writes inside a platform transaction (its document, subscription history and own log). */
export interface PlatformOrganisationWrites {
  organisation: OrganisationWrites;
  billing: BillingWrites;
  /** The organisation's own audit log, stamped like the global one: its owners see what support changed. */
  audit: AuditWrites;
}

export interface PlatformTransaction {
  /** The global log of service actions, stamped with the caller, the callable and the time. */
  audit: AuditWrites;
  /** Organisation `tid`, written in this same transaction as the global log. */
  organisation(tid: string): PlatformOrganisationWrites;
  /** The global baseline library. */
  baselines: BaselineWrites;
  /** Queued mail's delivery: read one, send a failed one again. */
  mail: MailDeliveryWrites;
}

export interface PlatformData {
  /** Every organisation: searched, filtered by plan, sorted and paged; their subscriptions, last activity, billing events and logs. */
  organisations: OrganisationQueries;
  /** An organisation's members, oldest first (at most MEMBERS_LIST_MAX). */
  members(tid: string): Promise<Member[]>;
  /** One organisation's document (null when there is none). */
  organisation(tid: string): Promise<OrganisationRecord | null>;
  /** The global baseline library, drafts included. */
  globalBaselines: GlobalBaselineReads;
  /** Every audit log at once (the platform's and each organisation's), newest first. */
  auditLog: GlobalAuditQueries;
  transaction<T>(work: (tx: PlatformTransaction) => Promise<T>): Promise<T>;
}

/** The global audit log over any Store (platform-data's writes; unit tests use a MemoryStore). */
export function platformTransactions(store: Store, stamp: AuditStamp): PlatformData['transaction'] {
  return (work) =>
    store.transaction((uow) =>
      work({
        audit: globalAuditWrites(uow, stamp),
        organisation: (tid) => ({
          organisation: organisationWrites(uow, tid),
          billing: billingWrites(uow, tid),
          audit: auditWrites(uow, tid, stamp),
        }),
        baselines: baselineWrites(uow, { kind: 'global' }),
        mail: mailDeliveryWrites(uow),
      }),
    );
}

export function platformData(db: Firestore, stamp: AuditStamp): PlatformData {
  return {
    organisations: firestoreOrganisationQueries(db),
    members: (tid) => firestoreMembershipQueries(db, tid).members(),
    organisation: (tid) => organisationReads(firestoreStore(db), tid).get(),
    globalBaselines: globalBaselineReads(firestoreStore(db), firestoreGlobalBaselineQueries(db)),
    auditLog: firestoreGlobalAuditQueries(db),
    transaction: platformTransactions(firestoreStore(db), stamp),
  };
}
