// The service console's organisation list: an optional plan filter (equality on `plan`) and an
// optional name search (`searchTokens` array-contains, see @assay/domain/search), ordered by one
// sort key and `id` in the same direction so a cursor is exact. Firestore serves plan + search by
// merging the plan index and the search index of the same order (indexes.ts), so every page is
// one indexed query: its reads are the page's documents, whatever the number of organisations.
import { Timestamp } from 'firebase-admin/firestore';
import type { Firestore, Query } from 'firebase-admin/firestore';
import type { AuditEntry } from '@assay/domain/audit';
import type { BillingState } from '@assay/domain/billing';
import type { SortDirection } from '@assay/domain/ids';
import type { PlanId } from '@assay/domain/plans';
import { nameKey } from '@assay/domain/search';
import type { OrganisationSortField } from '@assay/domain/platform';
import { auditMapper } from '../audit/audit.ts';
import { billingStateMapper } from '../billing/billing.ts';
import { collections } from '../paths.ts';
import { organisationMapper } from './organisation.ts';
import type { OrganisationRecord } from './organisation.ts';

export const organisationSortPaths: Record<OrganisationSortField, string> = {
  createdAt: 'createdAt',
  name: 'nameLower',
};

export interface OrganisationFilters {
  plan?: PlanId;
  /** A normalised search token (searchQueryToken of @assay/domain/search). */
  searchToken?: string;
}

export interface OrganisationSort {
  field: OrganisationSortField;
  direction: SortDirection;
}

/** Where a page starts: after the organisation with this sort value (name key or epoch millis) and id. */
export interface OrganisationPosition {
  value: string | number;
  id: string;
}

export interface OrganisationPageQuery {
  filters: OrganisationFilters;
  sort: OrganisationSort;
  after?: OrganisationPosition;
  limit: number;
}

export interface OrganisationPage {
  items: OrganisationRecord[];
  next?: OrganisationPosition;
}

/** A processed billing webhook event, as the focus lists it. */
export interface BillingHistoryRecord {
  id: string;
  type: string;
  /** Stripe's `created`, seconds. */
  created: number;
  applied: boolean;
  reason: string | null;
}

export interface OrganisationQueries {
  page(query: OrganisationPageQuery): Promise<OrganisationPage>;
  count(filters: OrganisationFilters): Promise<number>;
  /** The subscription document of each organisation (absent ones are left out), one batched read. */
  subscriptions(tids: readonly string[]): Promise<Map<string, BillingState>>;
  /** The time of the newest audit entry of each organisation (absent when it has none): one read each. */
  lastActivity(tids: readonly string[]): Promise<Map<string, string>>;
  /** The newest processed billing events of an organisation. */
  billingHistory(tid: string, limit: number): Promise<BillingHistoryRecord[]>;
  /** The newest entries of an organisation's audit log. */
  recentAudit(tid: string, limit: number): Promise<AuditEntry[]>;
  /** Organisations whose plan override ended at or before `now`, soonest ended first (the expiry job's work). */
  expiredOverrides(now: Date, limit: number): Promise<string[]>;
}

/** The stored sort value of an organisation (`nameLower` is the name key the mapper stores). */
export function positionOfOrganisation(
  record: OrganisationRecord,
  sort: OrganisationSort,
): OrganisationPosition {
  return {
    value: sort.field === 'name' ? nameKey(record.name) : Date.parse(record.createdAt),
    id: record.id,
  };
}

export function firestoreOrganisationQueries(db: Firestore): OrganisationQueries {
  const orgs = db.collection(collections.orgs);
  const filtered = (filters: OrganisationFilters): Query => {
    let query: Query = orgs;
    if (filters.plan !== undefined) query = query.where('plan', '==', filters.plan);
    if (filters.searchToken !== undefined)
      query = query.where('searchTokens', 'array-contains', filters.searchToken);
    return query;
  };
  return {
    async page({ filters, sort, after, limit }) {
      let query = filtered(filters)
        .orderBy(organisationSortPaths[sort.field], sort.direction)
        .orderBy('id', sort.direction);
      if (after)
        query = query.startAfter(
          sort.field === 'name' ? after.value : Timestamp.fromMillis(Number(after.value)),
          after.id,
        );
      // One more than asked: whether a next page exists, without a count.
      const snap = await query.limit(limit + 1).get();
      const items = snap.docs.slice(0, limit).map((doc) => organisationMapper.fromDoc(doc.data()));
      const last = items.at(-1);
      return snap.size > limit && last ? { items, next: positionOfOrganisation(last, sort) } : { items };
    },
    async count(filters) {
      return (await filtered(filters).count().get()).data().count;
    },
    async subscriptions(tids) {
      if (tids.length === 0) return new Map();
      const snaps = await db.getAll(
        ...tids.map((tid) => orgs.doc(tid).collection(collections.billing).doc('subscription')),
      );
      const found = new Map<string, BillingState>();
      snaps.forEach((snap, index) => {
        const data = snap.data();
        const tid = tids[index];
        if (data && tid) found.set(tid, billingStateMapper.fromDoc(data));
      });
      return found;
    },
    async lastActivity(tids) {
      const newest = await Promise.all(
        tids.map((tid) =>
          orgs.doc(tid).collection(collections.audit).orderBy('at', 'desc').limit(1).select('at').get(),
        ),
      );
      const found = new Map<string, string>();
      newest.forEach((snap, index) => {
        const at = snap.docs[0]?.get('at') as Timestamp | undefined;
        const tid = tids[index];
        if (at && tid) found.set(tid, at.toDate().toISOString());
      });
      return found;
    },
    async billingHistory(tid, limit) {
      const snap = await orgs
        .doc(tid)
        .collection(collections.billingEvents)
        .orderBy('created', 'desc')
        .limit(limit)
        .get();
      return snap.docs.map((doc) => {
        const data = doc.data();
        return {
          id: doc.id,
          type: String(data.type),
          created: Number(data.created),
          applied: data.applied === true,
          reason: typeof data.reason === 'string' ? data.reason : null,
        };
      });
    },
    async expiredOverrides(now, limit) {
      // A single-field range on a map's field: served by Firestore's automatic index.
      const snap = await orgs
        .where('planOverride.endsAt', '<=', Timestamp.fromDate(now))
        .orderBy('planOverride.endsAt')
        .limit(limit)
        .select('id')
        .get();
      return snap.docs.map((doc) => doc.id);
    },
    async recentAudit(tid, limit) {
      const snap = await orgs
        .doc(tid)
        .collection(collections.audit)
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .get();
      return snap.docs.map((doc) => auditMapper.fromDoc(doc.data()));
    },
  };
}
