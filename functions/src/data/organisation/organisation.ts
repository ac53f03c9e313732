// The organisation aggregate: orgs/{tid}, the profile plus its usage counters.
import type { DocumentData } from 'firebase-admin/firestore';
import type { ParentTenant } from '@assay/domain/org';
import { isPlanId } from '@assay/domain/plans';
import type { PlanId } from '@assay/domain/plans';
import { isoFrom, num, str, timestampFromIso } from '../convert.ts';
import { collections } from '../paths.ts';
import { docAt } from '../store/store.ts';
import type { Doc, Mapper, Reader, UnitOfWork } from '../store/store.ts';

/** The organisation document: the public profile plus its usage counters. */
export interface OrganisationRecord extends ParentTenant {
  tenantCount: number;
  memberCount: number;
  /** Private baselines (lineages, not versions): counted here so the plan limit holds under concurrent creates. */
  privateBaselineCount: number;
}

export const organisationMapper: Mapper<OrganisationRecord> = {
  fromDoc(data: DocumentData) {
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
      privateBaselineCount: num(data.privateBaselineCount),
    };
  },
  toDoc(record) {
    return {
      id: record.id,
      name: record.name,
      plan: record.plan,
      ownerUid: record.ownerUid,
      createdAt: timestampFromIso(record.createdAt),
      limitOverrides: record.limitOverrides ?? null,
      tenantCount: record.tenantCount,
      memberCount: record.memberCount,
      privateBaselineCount: record.privateBaselineCount,
    };
  },
};

export function organisationDoc(tid: string): Doc<OrganisationRecord> {
  return docAt(`${collections.orgs}/${tid}`, organisationMapper);
}

export interface OrganisationReads {
  get(): Promise<OrganisationRecord | null>;
}

export interface OrganisationWrites extends OrganisationReads {
  /** Fails the transaction if the organisation exists. */
  create(record: Omit<OrganisationRecord, 'id' | 'privateBaselineCount'>): void;
  setCounts(counts: { tenantCount?: number; memberCount?: number; privateBaselineCount?: number }): void;
  /** The plan limits are read from (the billing webhook keeps it in step with the subscription). */
  setPlan(plan: PlanId): void;
}

export function organisationReads(reader: Reader, tid: string): OrganisationReads {
  return { get: () => reader.get(organisationDoc(tid)) };
}

export function organisationWrites(uow: UnitOfWork, tid: string): OrganisationWrites {
  const doc = organisationDoc(tid);
  return {
    ...organisationReads(uow, tid),
    create: (record) => uow.create(doc, { ...record, id: tid, privateBaselineCount: 0 }),
    setCounts(counts) {
      const fields: DocumentData = {};
      if (counts.tenantCount !== undefined) fields.tenantCount = counts.tenantCount;
      if (counts.memberCount !== undefined) fields.memberCount = counts.memberCount;
      if (counts.privateBaselineCount !== undefined) fields.privateBaselineCount = counts.privateBaselineCount;
      uow.update(doc, fields);
    },
    setPlan: (plan) => uow.update(doc, { plan }),
  };
}
