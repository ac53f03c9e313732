// Firestore repositories bound to one parent tenant: orgs/{tid} and its sub-collections.
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { CollectionReference, DocumentData, Firestore, Query, Transaction } from 'firebase-admin/firestore';
import { isPlanId } from '@assay/domain/plans';
import { isMemberRole } from '@assay/domain/roles';
import { nameKey, searchTokens } from '@assay/domain/search';
import { tenantKinds, tenantStatuses } from '@assay/domain/tenants';
import type { Member } from '@assay/domain/members';
import type { Tenant, TenantKind, TenantStatus } from '@assay/domain/tenants';
import { isoFrom, num, optionalIsoFrom, optionalStr, str, timestampFromIso } from './convert.ts';
import { collections } from './paths.ts';
import { sortValueOf } from './tenant-sort.ts';
import type {
  NewAuditEntry,
  OrganisationRecord,
  OrgData,
  OrgTransaction,
  TenantFilters,
  TenantPage,
  TenantPosition,
  TenantSort,
} from './types.ts';

/** Upper bound of documents one list call reads when a filter has to be applied in memory. */
export const MAX_SCAN = 1000;
/** Upper bound of documents read to count a filter applied in memory. */
export const MAX_COUNT_SCAN = 5000;

const sortPaths = { name: 'nameLower', createdAt: 'createdAt', updatedAt: 'updatedAt' } as const;

// ---- documents ↔ entities ------------------------------------------------------------------

export function organisationFromDoc(data: DocumentData): OrganisationRecord {
  const plan = data.plan as unknown;
  if (!isPlanId(plan)) throw new Error('Stored organisation has an unknown plan');
  const overrides = data.limitOverrides as OrganisationRecord['limitOverrides'] | null | undefined;
  return {
    id: str(data.id, 'id'),
    name: str(data.name, 'name'),
    plan,
    ownerUid: str(data.ownerUid, 'ownerUid'),
    createdAt: isoFrom(data.createdAt, 'createdAt'),
    ...(overrides ? { limitOverrides: overrides } : {}),
    tenantCount: num(data.tenantCount),
    memberCount: num(data.memberCount),
  };
}

function organisationToDoc(record: OrganisationRecord): DocumentData {
  return {
    id: record.id,
    name: record.name,
    plan: record.plan,
    ownerUid: record.ownerUid,
    createdAt: timestampFromIso(record.createdAt),
    limitOverrides: record.limitOverrides ?? null,
    tenantCount: record.tenantCount,
    memberCount: record.memberCount,
  };
}

export function tenantFromDoc(data: DocumentData): Tenant {
  const kind = data.kind as TenantKind;
  const status = data.status as TenantStatus;
  if (!tenantKinds.includes(kind) || !tenantStatuses.includes(status)) throw new Error('Stored tenant has an unknown kind or status');
  const group = optionalStr(data.group);
  const archivedAt = optionalIsoFrom(data.archivedAt, 'archivedAt');
  return {
    id: str(data.id, 'id'),
    parentId: str(data.parentId, 'parentId'),
    name: str(data.name, 'name'),
    description: optionalStr(data.description) ?? '',
    tags: Array.isArray(data.tags) ? (data.tags as unknown[]).filter((tag): tag is string => typeof tag === 'string') : [],
    ...(group ? { group } : {}),
    kind,
    status,
    ownerUid: str(data.ownerUid, 'ownerUid'),
    createdAt: isoFrom(data.createdAt, 'createdAt'),
    updatedAt: isoFrom(data.updatedAt, 'updatedAt'),
    ...(archivedAt ? { archivedAt } : {}),
  };
}

/** The stored form: absent optionals are null (never deleted fields), plus the search fields. */
function tenantToDoc(tenant: Tenant): DocumentData {
  return {
    id: tenant.id,
    parentId: tenant.parentId,
    name: tenant.name,
    nameLower: nameKey(tenant.name),
    searchTokens: searchTokens(tenant.name),
    description: tenant.description,
    tags: tenant.tags,
    group: tenant.group ?? null,
    kind: tenant.kind,
    status: tenant.status,
    ownerUid: tenant.ownerUid,
    createdAt: timestampFromIso(tenant.createdAt),
    updatedAt: timestampFromIso(tenant.updatedAt),
    archivedAt: tenant.archivedAt ? timestampFromIso(tenant.archivedAt) : null,
  };
}

export function memberFromDoc(data: DocumentData): Member {
  const role = data.role as unknown;
  if (!isMemberRole(role)) throw new Error('Stored member has an unknown role');
  return {
    uid: str(data.uid, 'uid'),
    email: optionalStr(data.email) ?? '',
    displayName: optionalStr(data.displayName) ?? '',
    role,
    joinedAt: isoFrom(data.joinedAt, 'joinedAt'),
  };
}

function memberToDoc(member: Member): DocumentData {
  return { ...member, joinedAt: timestampFromIso(member.joinedAt) };
}

export function auditToDoc(id: string, entry: NewAuditEntry): DocumentData {
  return {
    id,
    at: timestampFromIso(entry.at),
    actorUid: entry.actorUid,
    action: entry.action,
    target: entry.target,
    tenantId: entry.tenantId ?? null,
    orgId: entry.orgId ?? null,
    summary: entry.summary,
  };
}

function nameDocId(name: string): string {
  return createHash('sha256').update(nameKey(name)).digest('hex');
}

// ---- queries -------------------------------------------------------------------------------

interface BuiltQuery {
  query: Query;
  /** A filter Firestore cannot combine with the others, applied to the stored data. */
  residual: ((data: DocumentData) => boolean) | null;
}

/**
 * Firestore allows one array-contains(-any) per query: search uses `searchTokens`
 * array-contains; a tag filter alone uses `tags` array-contains-any, and with a search it is
 * applied in memory (bounded by MAX_SCAN per call).
 */
function buildTenantQuery(tenants: CollectionReference, filters: TenantFilters, sort: TenantSort | null): BuiltQuery {
  let query: Query = tenants;
  let residual: BuiltQuery['residual'] = null;
  if (filters.status !== undefined) query = query.where('status', '==', filters.status);
  if (filters.group !== undefined) query = query.where('group', '==', filters.group);
  if (filters.kind !== undefined) query = query.where('kind', '==', filters.kind);
  const tags = filters.tagsAny;
  if (filters.searchToken !== undefined) {
    query = query.where('searchTokens', 'array-contains', filters.searchToken);
    if (tags?.length) residual = (data) => Array.isArray(data.tags) && (data.tags as unknown[]).some((tag) => tags.includes(tag as string));
  } else if (tags?.length) {
    query = query.where('tags', 'array-contains-any', tags);
  }
  if (sort) query = query.orderBy(sortPaths[sort.field], sort.direction).orderBy('id', sort.direction);
  return { query, residual };
}

function positionOf(tenant: Tenant, sort: TenantSort): TenantPosition {
  return { value: sortValueOf(tenant, sort.field), id: tenant.id };
}

function startAfter(query: Query, sort: TenantSort, after: TenantPosition | undefined): Query {
  if (!after) return query;
  const value = sort.field === 'name' ? after.value : Timestamp.fromMillis(Number(after.value));
  return query.startAfter(value, after.id);
}

// ---- the repository ------------------------------------------------------------------------

export function orgData(db: Firestore, tid: string): OrgData {
  const orgRef = db.collection(collections.orgs).doc(tid);
  const tenants = orgRef.collection(collections.tenants);
  const names = orgRef.collection(collections.tenantNames);
  const members = orgRef.collection(collections.members);
  const audit = orgRef.collection(collections.audit);

  function transactionView(tx: Transaction): OrgTransaction {
    return {
      async organisation() {
        const snap = await tx.get(orgRef);
        return snap.exists ? organisationFromDoc(snap.data() ?? {}) : null;
      },
      async tenant(id) {
        const snap = await tx.get(tenants.doc(id));
        return snap.exists ? tenantFromDoc(snap.data() ?? {}) : null;
      },
      async nameHolder(name) {
        const snap = await tx.get(names.doc(nameDocId(name)));
        const holder = snap.exists ? (snap.get('tenantId') as unknown) : null;
        return typeof holder === 'string' ? holder : null;
      },
      async member(uid) {
        const snap = await tx.get(members.doc(uid));
        return snap.exists ? memberFromDoc(snap.data() ?? {}) : null;
      },
      newTenantId: () => tenants.doc().id,
      createOrganisation(record) {
        tx.create(orgRef, organisationToDoc({ ...record, id: tid }));
      },
      setCounts(counts) {
        const update: DocumentData = {};
        if (counts.tenantCount !== undefined) update.tenantCount = counts.tenantCount;
        if (counts.memberCount !== undefined) update.memberCount = counts.memberCount;
        tx.update(orgRef, update);
      },
      putTenant(tenant) {
        tx.set(tenants.doc(tenant.id), tenantToDoc({ ...tenant, parentId: tid }));
      },
      holdName(name, tenantId) {
        tx.set(names.doc(nameDocId(name)), { tenantId, name: nameKey(name) });
      },
      releaseName(name) {
        tx.delete(names.doc(nameDocId(name)));
      },
      putMember(member) {
        tx.set(members.doc(member.uid), memberToDoc(member));
      },
    };
  }

  async function singleTenant(id: string, filters: TenantFilters): Promise<Tenant | null> {
    const snap = await tenants.doc(id).get();
    const data = snap.data();
    if (!snap.exists || !data) return null;
    const matches =
      (filters.status === undefined || data.status === filters.status) &&
      (filters.group === undefined || data.group === filters.group) &&
      (filters.kind === undefined || data.kind === filters.kind) &&
      (filters.searchToken === undefined || (Array.isArray(data.searchTokens) && (data.searchTokens as unknown[]).includes(filters.searchToken))) &&
      (!filters.tagsAny?.length || (Array.isArray(data.tags) && (data.tags as unknown[]).some((tag) => filters.tagsAny?.includes(tag as string))));
    return matches ? tenantFromDoc(data) : null;
  }

  return {
    tid,
    async organisation() {
      const snap = await orgRef.get();
      return snap.exists ? organisationFromDoc(snap.data() ?? {}) : null;
    },
    async tenant(id) {
      const snap = await tenants.doc(id).get();
      return snap.exists ? tenantFromDoc(snap.data() ?? {}) : null;
    },
    async tenantPage({ filters, sort, after, limit }): Promise<TenantPage> {
      if (filters.id !== undefined) {
        // One known tenant (a shared user's): one document read, filters checked in memory.
        const one = after ? null : await singleTenant(filters.id, filters);
        return { items: one ? [one] : [] };
      }
      const { query, residual } = buildTenantQuery(tenants, filters, sort);
      if (!residual) {
        const snap = await startAfter(query, sort, after).limit(limit + 1).get();
        const items = snap.docs.slice(0, limit).map((doc) => tenantFromDoc(doc.data()));
        const last = items.at(-1);
        return snap.size > limit && last ? { items, next: positionOf(last, sort) } : { items };
      }
      const items: Tenant[] = [];
      let position = after;
      let scanned = 0;
      const batch = Math.max(limit * 2, 20);
      while (scanned < MAX_SCAN) {
        const snap = await startAfter(query, sort, position).limit(batch).get();
        for (const doc of snap.docs) {
          scanned += 1;
          const data = doc.data();
          if (!residual(data)) continue;
          const tenant = tenantFromDoc(data);
          if (items.length === limit) {
            const last = items.at(-1);
            return last ? { items, next: positionOf(last, sort) } : { items };
          }
          items.push(tenant);
        }
        const lastDoc = snap.docs.at(-1);
        if (snap.size < batch || !lastDoc) return { items };
        position = positionOf(tenantFromDoc(lastDoc.data()), sort);
      }
      // Scan bound reached: return what was found and continue after the last document scanned
      // (a page may then be short, even empty, but the cursor always moves forward).
      return { items, ...(position ? { next: position } : {}) };
    },
    async countTenants(filters) {
      if (filters.id !== undefined) return (await singleTenant(filters.id, filters)) ? 1 : 0;
      const { query, residual } = buildTenantQuery(tenants, filters, null);
      if (!residual) {
        const snap = await query.count().get();
        return snap.data().count;
      }
      const snap = await query.select('tags').limit(MAX_COUNT_SCAN).get();
      return snap.docs.filter((doc) => residual(doc.data())).length;
    },
    async member(uid) {
      const snap = await members.doc(uid).get();
      return snap.exists ? memberFromDoc(snap.data() ?? {}) : null;
    },
    async appendAudit(entry) {
      const ref = audit.doc();
      await ref.set(auditToDoc(ref.id, { ...entry, orgId: tid }));
      return ref.id;
    },
    transaction<T>(work: (tx: OrgTransaction) => Promise<T>): Promise<T> {
      return db.runTransaction((tx) => work(transactionView(tx)));
    },
  };
}
