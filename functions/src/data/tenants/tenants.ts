// The tenants aggregate: orgs/{tid}/tenants/{id}, plus orgs/{tid}/tenantNames/{hash} which
// holds each active name once (uniqueness inside a transaction, ignoring case and spacing).
import { createHash } from 'node:crypto';
import { nameKey } from '@assay/domain/search';
import type { Tenant } from '@assay/domain/tenants';
import { str } from '../convert.ts';
import { collections } from '../paths.ts';
import { docAt } from '../store/store.ts';
import type { Doc, Mapper, Reader, UnitOfWork } from '../store/store.ts';
import type { TenantQueries } from './queries.ts';
import { tenantMapper } from './tenant-mapper.ts';

interface NameHold {
  tenantId: string;
  name: string;
}

const nameHoldMapper: Mapper<NameHold> = {
  toDoc: (hold) => ({ tenantId: hold.tenantId, name: hold.name }),
  fromDoc: (data) => ({ tenantId: str(data.tenantId, 'tenantId'), name: str(data.name, 'name') }),
};

export function tenantDoc(tid: string, id: string): Doc<Tenant> {
  return docAt(`${collections.orgs}/${tid}/${collections.tenants}/${id}`, tenantMapper);
}

function nameDoc(tid: string, name: string): Doc<NameHold> {
  const hash = createHash('sha256').update(nameKey(name)).digest('hex');
  return docAt(`${collections.orgs}/${tid}/${collections.tenantNames}/${hash}`, nameHoldMapper);
}

export interface TenantReads extends TenantQueries {
  get(id: string): Promise<Tenant | null>;
}

export interface TenantWrites {
  get(id: string): Promise<Tenant | null>;
  /** The id of the active tenant holding `name` (compared by nameKey), if any. */
  nameHolder(name: string): Promise<string | null>;
  newId(): string;
  /** Writes the tenant of this organisation (its parentId is forced to the organisation). */
  put(tenant: Tenant): void;
  holdName(name: string, tenantId: string): void;
  releaseName(name: string): void;
}

export function tenantReads(reader: Reader, tid: string, queries: TenantQueries): TenantReads {
  return {
    get: (id) => reader.get(tenantDoc(tid, id)),
    page: (query) => queries.page(query),
    count: (filters) => queries.count(filters),
  };
}

export function tenantWrites(uow: UnitOfWork, tid: string): TenantWrites {
  return {
    get: (id) => uow.get(tenantDoc(tid, id)),
    async nameHolder(name) {
      return (await uow.get(nameDoc(tid, name)))?.tenantId ?? null;
    },
    newId: () => uow.newId(),
    put: (tenant) => uow.set(tenantDoc(tid, tenant.id), { ...tenant, parentId: tid }),
    holdName: (name, tenantId) => uow.set(nameDoc(tid, name), { tenantId, name: nameKey(name) }),
    releaseName: (name) => uow.delete(nameDoc(tid, name)),
  };
}
