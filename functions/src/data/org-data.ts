// Everything of one organisation (`orgs/{tid}`), composed from one repository per aggregate.
// Nothing here takes a path or another tid; every write goes through one unit of work, so a
// service changes a tenant, its counters and its audit entry in one Firestore transaction.
import type { Firestore } from 'firebase-admin/firestore';
import { apiKeyReads, apiKeyWrites, firestoreApiKeyQueries } from './api-keys/api-keys.ts';
import type { ApiKeyQueries, ApiKeyReads, ApiKeyWrites } from './api-keys/api-keys.ts';
import { assessmentReads, assessmentWrites } from './assessments/assessments.ts';
import type { AssessmentReads, AssessmentWrites } from './assessments/assessments.ts';
import { firestoreAssessmentQueries } from './assessments/queries.ts';
import type { AssessmentQueries } from './assessments/queries.ts';
import { auditWrites, itemHistoryWrites } from './audit/audit.ts';
import { baselineReads, baselineWrites } from './baselines/baselines.ts';
import { billingReads, billingWrites } from './billing/billing.ts';
import type { BillingReads, BillingWrites } from './billing/billing.ts';
import type { BaselineReads, BaselineWrites } from './baselines/baselines.ts';
import { firestoreBaselineQueries } from './baselines/queries.ts';
import type { BaselineQueries } from './baselines/queries.ts';
import type { AuditStamp, AuditWrites } from './audit/audit.ts';
import { firestoreAuditQueries } from './audit/queries.ts';
import type { AuditQueries } from './audit/queries.ts';
import { invitationReads, invitationWrites } from './invitations/invitations.ts';
import type { InvitationReads, InvitationWrites } from './invitations/invitations.ts';
import { firestoreMembershipQueries } from './members/queries.ts';
import type { MembershipQueries } from './members/queries.ts';
import { mailWrites } from './mail/mail.ts';
import type { MailWrites } from './mail/mail.ts';
import { memberReads, memberWrites } from './members/members.ts';
import type { MemberReads, MemberWrites } from './members/members.ts';
import { organisationReads, organisationWrites } from './organisation/organisation.ts';
import type { OrganisationReads, OrganisationWrites } from './organisation/organisation.ts';
import { firestoreInviteQueries, inviteReads, inviteWrites } from './respondents/invites.ts';
import type { InviteQueries, InviteReads, InviteWrites } from './respondents/invites.ts';
import { firestoreRoadmapQueries } from './roadmap/queries.ts';
import type { RoadmapQueries } from './roadmap/queries.ts';
import { roadmapReads, roadmapWrites } from './roadmap/roadmap.ts';
import type { RoadmapReads, RoadmapWrites } from './roadmap/roadmap.ts';
import {
  firestoreSharedUserQueries,
  sharedUserReads,
  sharedUserWrites,
} from './shared-users/shared-users.ts';
import type { SharedUserQueries, SharedUserReads, SharedUserWrites } from './shared-users/shared-users.ts';
import { rollupReads, rollupWrites } from './dashboard/rollup.ts';
import type { RollupReads, RollupWrites } from './dashboard/rollup.ts';
import { firestoreDashboardQueries } from './dashboard/queries.ts';
import type { DashboardQueries } from './dashboard/queries.ts';
import { firestoreStore } from './store/firestore-store.ts';
import type { Store } from './store/store.ts';
import {
  firestoreSupportGrantQueries,
  supportGrantReads,
  supportGrantWrites,
} from './support-grants/support-grants.ts';
import type {
  SupportGrantQueries,
  SupportGrantReads,
  SupportGrantWrites,
} from './support-grants/support-grants.ts';
import { firestoreTenantQueries } from './tenants/queries.ts';
import type { TenantQueries } from './tenants/queries.ts';
import { tenantReads, tenantWrites } from './tenants/tenants.ts';
import type { TenantReads, TenantWrites } from './tenants/tenants.ts';

/** One transaction of the organisation: all reads before any write, then all or nothing. */
export interface OrgTransaction {
  organisation: OrganisationWrites;
  members: MemberWrites;
  invitations: InvitationWrites;
  tenants: TenantWrites;
  /** The organisation's private baselines (never the global library). */
  baselines: BaselineWrites;
  /** The organisation's audit log, stamped with the caller, the callable and the time. */
  audit: AuditWrites;
  /** Email queued in the `mail` collection (Trigger Email format), sent only if this commits. */
  mail: MailWrites;
  assessments: AssessmentWrites;
  /** The subscription state and the webhook events already processed. */
  billing: BillingWrites;
  /** Invitations of outside respondents. */
  invites: InviteWrites;
  /** Roadmap items and where each tenant's roadmap was generated from. */
  roadmap: RoadmapWrites;
  /** API keys (and their global public-id pointers). */
  apiKeys: ApiKeyWrites;
  /** People the organisation's tenants are shared with. */
  sharedUsers: SharedUserWrites;
  /** The dashboard's portfolio rollup. */
  rollup: RollupWrites;
  /** Roadmap items' own history of what regenerations did to them (not the organisation's log). */
  roadmapHistory: AuditWrites;
  /** System admins' support access to the organisation. */
  supportGrants: SupportGrantWrites;
}

export interface OrgData {
  readonly tid: string;
  /** The time of the call (its audit stamp's): what "now" means for plans in force and expiries. */
  readonly now: Date;
  organisation: OrganisationReads;
  members: MemberReads;
  invitations: InvitationReads;
  /** Every member and pending invitation (bounded lists, for the members page). */
  memberships: MembershipQueries;
  /** The organisation's audit log, paged and filtered. */
  auditLog: AuditQueries;
  tenants: TenantReads;
  /** The organisation's private baselines and the global library (read-only here). */
  baselines: BaselineReads;
  assessments: AssessmentReads;
  billing: BillingReads;
  invites: InviteReads;
  roadmap: RoadmapReads;
  apiKeys: ApiKeyReads;
  sharedUsers: SharedUserReads;
  rollup: RollupReads;
  /** The dashboard's own query (open assessments). */
  dashboard: DashboardQueries;
  /** System admins' support access to the organisation. */
  supportGrants: SupportGrantReads;
  transaction<T>(work: (tx: OrgTransaction) => Promise<T>): Promise<T>;
}

/**
 * The organisation's queries (lists, pages, searches), one per aggregate that has them.
 * Firestore and memory stores each build one (`firestoreOrgQueries`, `memoryOrgQueries`);
 * a new aggregate with queries adds one field here rather than another argument.
 */
export interface OrgQueries {
  tenants: TenantQueries;
  baselines: BaselineQueries;
  assessments: AssessmentQueries;
  memberships: MembershipQueries;
  audit: AuditQueries;
  invites: InviteQueries;
  roadmap: RoadmapQueries;
  apiKeys: ApiKeyQueries;
  sharedUsers: SharedUserQueries;
  dashboard: DashboardQueries;
  supportGrants: SupportGrantQueries;
}

export function orgData(store: Store, tid: string, stamp: AuditStamp, queries: OrgQueries): OrgData {
  const baselines = baselineReads(store, tid, queries.baselines);
  return {
    tid,
    now: new Date(stamp.at),
    organisation: organisationReads(store, tid),
    members: memberReads(store, tid),
    invitations: invitationReads(store, tid),
    memberships: queries.memberships,
    auditLog: queries.audit,
    tenants: tenantReads(store, tid, queries.tenants),
    baselines,
    assessments: assessmentReads(store, tid, queries.assessments, baselines),
    billing: billingReads(store, tid),
    invites: inviteReads(store, tid, queries.invites),
    roadmap: roadmapReads(store, tid, queries.roadmap),
    apiKeys: apiKeyReads(store, tid, queries.apiKeys),
    sharedUsers: sharedUserReads(store, tid, queries.sharedUsers),
    rollup: rollupReads(store, tid),
    dashboard: queries.dashboard,
    supportGrants: supportGrantReads(store, tid, queries.supportGrants),
    transaction: (work) =>
      store.transaction((uow) =>
        work({
          organisation: organisationWrites(uow, tid),
          members: memberWrites(uow, tid),
          invitations: invitationWrites(uow, tid),
          tenants: tenantWrites(uow, tid),
          baselines: baselineWrites(uow, { kind: 'org', tid }),
          audit: auditWrites(uow, tid, stamp),
          mail: mailWrites(uow, stamp.at),
          assessments: assessmentWrites(uow, tid),
          billing: billingWrites(uow, tid),
          invites: inviteWrites(uow, tid),
          roadmap: roadmapWrites(uow, tid),
          apiKeys: apiKeyWrites(uow, tid),
          sharedUsers: sharedUserWrites(uow, tid),
          rollup: rollupWrites(uow, tid),
          roadmapHistory: itemHistoryWrites(uow, tid, stamp),
          supportGrants: supportGrantWrites(uow, tid),
        }),
      ),
  };
}

/** The organisation's queries on Firestore. */
export function firestoreOrgQueries(db: Firestore, tid: string): OrgQueries {
  return {
    tenants: firestoreTenantQueries(db, tid),
    baselines: firestoreBaselineQueries(db, tid),
    assessments: firestoreAssessmentQueries(db, tid),
    memberships: firestoreMembershipQueries(db, tid),
    audit: firestoreAuditQueries(db, tid),
    invites: firestoreInviteQueries(db, tid),
    roadmap: firestoreRoadmapQueries(db, tid),
    apiKeys: firestoreApiKeyQueries(db, tid),
    sharedUsers: firestoreSharedUserQueries(db, tid),
    dashboard: firestoreDashboardQueries(db, tid),
    supportGrants: firestoreSupportGrantQueries(db, tid),
  };
}

/** The organisation `tid` on Firestore, for a call stamped `stamp`. */
export function firestoreOrgData(db: Firestore, tid: string, stamp: AuditStamp): OrgData {
  return orgData(firestoreStore(db), tid, stamp, firestoreOrgQueries(db, tid));
}
