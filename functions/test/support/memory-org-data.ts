// In-memory organisations for unit tests of services and the callable pipeline: the real
// repositories (src/data/<aggregate>) on a MemoryStore, with the tenant list's in-memory twin.
// `state` reads back what is stored, through the same mappers as on Firestore.
import type { AuditEntry } from '@assay/domain/audit';
import type { Member } from '@assay/domain/members';
import type { Tenant } from '@assay/domain/tenants';
import { auditMapper } from '../../src/data/audit/audit.ts';
import type { AuditStamp } from '../../src/data/audit/audit.ts';
import { memoryGlobalAuditQueries } from '../../src/data/audit/memory-queries.ts';
import { memoryMail } from '../../src/data/mail/memory-mail.ts';
import type { QueuedMail } from '../../src/data/mail/mail.ts';
import { memberMapper } from '../../src/data/members/members.ts';
import { memoryMembershipQueries } from '../../src/data/members/memory-queries.ts';
import { memoryOrganisationQueries } from '../../src/data/organisation/memory-queries.ts';
import { memoryOrgQueries } from '../../src/data/memory-org-queries.ts';
import { orgData } from '../../src/data/org-data.ts';
import type { OrgData } from '../../src/data/org-data.ts';
import {
  organisationDoc,
  organisationMapper,
  organisationReads,
} from '../../src/data/organisation/organisation.ts';
import type { OrganisationRecord } from '../../src/data/organisation/organisation.ts';
import { collections } from '../../src/data/paths.ts';
import { platformTransactions } from '../../src/data/platform-data.ts';
import type { PlatformData } from '../../src/data/platform-data.ts';
import { globalBaselineReads } from '../../src/data/baselines/baselines.ts';
import { memoryGlobalBaselineQueries } from '../../src/data/baselines/memory-queries.ts';
import { invitationMapper } from '../../src/data/invitations/invitations.ts';
import type { InvitationRecord } from '../../src/data/invitations/invitations.ts';
import { memoryStore } from '../../src/data/store/memory-store.ts';
import type { MemoryStore } from '../../src/data/store/memory-store.ts';
import { tenantMapper } from '../../src/data/tenants/tenant-mapper.ts';
import { tenantDoc } from '../../src/data/tenants/tenants.ts';

export interface MemoryOrgState {
  organisation: OrganisationRecord | null;
  tenants: Map<string, Tenant>;
  members: Map<string, Member>;
  invitations: Map<string, InvitationRecord>;
  /** The organisation's audit log. */
  audit: AuditEntry[];
  /** Every `mail` document of the store, in the order queued. */
  mail: QueuedMail[];
}

export const testStamp: AuditStamp = {
  actorUid: 'u-test',
  action: 'test-op',
  at: '2026-01-01T00:00:00.000Z',
};

export type MemoryOrgData = OrgData & {
  store: MemoryStore;
  /** What is stored now (a fresh read each time). */
  readonly state: MemoryOrgState;
  /** Stores a tenant directly (test set-up, no transaction, no audit). */
  putTenant(tenant: Tenant): void;
};

/**
 * Organisation `tid` in memory, created with `organisation` unless it exists (null: not
 * created). Pass `store` to keep several organisations in one store, as in one Firestore.
 */
export function memoryOrgData(
  tid: string,
  organisation: Partial<OrganisationRecord> | null = {},
  options: { stamp?: AuditStamp; store?: MemoryStore } = {},
): MemoryOrgData {
  const store = options.store ?? memoryStore();
  const orgDoc = organisationDoc(tid);
  if (organisation !== null && !store.docs.has(orgDoc.path)) {
    store.put(orgDoc, {
      id: tid,
      name: 'Test org',
      plan: 'free',
      ownerUid: 'owner',
      createdAt: '2026-01-01T00:00:00.000Z',
      tenantCount: 0,
      memberCount: 1,
      ...organisation,
    });
  }
  const org = orgData(store, tid, options.stamp ?? testStamp, memoryOrgQueries(store, tid));
  const under = (collection: string) => store.collection(`${collections.orgs}/${tid}/${collection}`);
  // Inherits the organisation's fields rather than copying them, so they stay built on first read.
  const memory: Omit<MemoryOrgData, keyof OrgData> = {
    store,
    get state(): MemoryOrgState {
      const stored = store.docs.get(orgDoc.path);
      return {
        organisation: stored ? organisationMapper.fromDoc(stored) : null,
        tenants: new Map(
          under(collections.tenants).map((data) => [String(data.id), tenantMapper.fromDoc(data)]),
        ),
        members: new Map(
          under(collections.members).map((data) => [String(data.uid), memberMapper.fromDoc(data)]),
        ),
        invitations: new Map(
          under(collections.invitations).map((data) => [String(data.id), invitationMapper.fromDoc(data)]),
        ),
        audit: under(collections.audit).map((data) => auditMapper.fromDoc(data)),
        mail: memoryMail(store),
      };
    },
    putTenant: (tenant) => store.put(tenantDoc(tid, tenant.id), { ...tenant, parentId: tid }),
  };
  return Object.setPrototypeOf(memory, org) as MemoryOrgData;
}

/** The global audit log stored in `store` (service actions). */
export function memoryGlobalAudit(store: MemoryStore): AuditEntry[] {
  return store.collection(collections.globalAudit).map((data) => auditMapper.fromDoc(data));
}

/** Cross-organisation data over `store`, for system-admin callables and services. */
export function memoryPlatform(store: MemoryStore, stamp: AuditStamp = testStamp): PlatformData {
  return {
    organisations: memoryOrganisationQueries(store),
    members: (tid) => memoryMembershipQueries(store, tid).members(),
    organisation: (tid) => organisationReads(store, tid).get(),
    globalBaselines: globalBaselineReads(store, memoryGlobalBaselineQueries(store)),
    auditLog: memoryGlobalAuditQueries(store),
    transaction: platformTransactions(store, stamp),
  };
}
