// The repository interfaces services depend on. The Firestore implementations are in
// org-data.ts and platform-data.ts; unit tests of services may use an in-memory fake.
import type { AuditEntry } from '@assay/domain/audit';
import type { Member } from '@assay/domain/members';
import type { ParentTenant } from '@assay/domain/org';
import type { Tenant, TenantKind } from '@assay/domain/tenants';
import type { SortDirection } from '@assay/domain/ids';
import type { TenantSortField } from '@assay/domain/tenants';

/** The organisation document: the public profile plus its usage counters. */
export interface OrganisationRecord extends ParentTenant {
  tenantCount: number;
  memberCount: number;
}

export interface TenantFilters {
  status?: 'active' | 'archived';
  group?: string;
  kind?: TenantKind;
  /** A normalised search token (see @assay/domain/search). */
  searchToken?: string;
  /** Tenants having any of these tags. */
  tagsAny?: string[];
  /** Only this tenant (a shared user's one tenant). */
  id?: string;
}

export interface TenantSort {
  field: TenantSortField;
  direction: SortDirection;
}

/** Where a page starts: after the tenant with this sort value (name key or epoch millis) and id. */
export interface TenantPosition {
  value: string | number;
  id: string;
}

export interface TenantPageQuery {
  filters: TenantFilters;
  sort: TenantSort;
  after?: TenantPosition;
  limit: number;
}

export interface TenantPage {
  items: Tenant[];
  /** Where the next page starts; absent on the last page. */
  next?: TenantPosition;
}

export type NewAuditEntry = Omit<AuditEntry, 'id'>;

/** Reads and writes inside one transaction (all reads before any write). */
export interface OrgTransaction {
  organisation(): Promise<OrganisationRecord | null>;
  tenant(id: string): Promise<Tenant | null>;
  /** The id of the active tenant holding `name` (compared by nameKey), if any. */
  nameHolder(name: string): Promise<string | null>;
  member(uid: string): Promise<Member | null>;
  newTenantId(): string;
  createOrganisation(record: OrganisationRecord): void;
  setCounts(counts: { tenantCount?: number; memberCount?: number }): void;
  putTenant(tenant: Tenant): void;
  holdName(name: string, tenantId: string): void;
  releaseName(name: string): void;
  putMember(member: Member): void;
}

/** Everything of one parent tenant (`orgs/{tid}`); no method takes a path or another tid. */
export interface OrgData {
  readonly tid: string;
  organisation(): Promise<OrganisationRecord | null>;
  tenant(id: string): Promise<Tenant | null>;
  tenantPage(query: TenantPageQuery): Promise<TenantPage>;
  countTenants(filters: TenantFilters): Promise<number>;
  member(uid: string): Promise<Member | null>;
  appendAudit(entry: NewAuditEntry): Promise<string>;
  transaction<T>(work: (tx: OrgTransaction) => Promise<T>): Promise<T>;
}
