// The organisation aggregate: orgs/{tid}, the profile plus its usage counters. The stored form
// adds what the service console's list queries need (queries.ts): `nameLower` (sort key) and
// `searchTokens` (name search), rewritten with the name.
import type { DocumentData } from 'firebase-admin/firestore';
import type { PlanOverride } from '@assay/domain/billing';
import type { OrganisationBranding, Organisation } from '@assay/domain/org';
import { localeOrUndefined, type Locale } from '@assay/domain/locales';
import { isPlanId } from '@assay/domain/plans';
import { nameKey, searchTokens } from '@assay/domain/search';
import type { PlanId } from '@assay/domain/plans';
import { isoFrom, num, optionalStr, str, timestampFromIso } from '../convert.ts';
import { collections } from '../paths.ts';
import { docAt } from '../store/store.ts';
import type { Doc, Mapper, Reader, UnitOfWork } from '../store/store.ts';

/** The organisation document: the public profile plus its usage counters. */
export interface OrganisationRecord extends Organisation {
  tenantCount: number;
  memberCount: number;
  /** Pending invitations: each holds a seat under the members limit. */
  invitationCount?: number;
  /** Private baselines (lineages, not versions): counted here so the plan limit holds under concurrent creates. */
  privateBaselineCount: number;
  /** Active (not revoked) API keys, counted so the cap holds under concurrent creates. */
  apiKeyCount?: number;
  /** Shared users not revoked, kept in the transaction of each share and revoke. */
  sharedUserCount?: number;
  /**
   * Webhook endpoints, counted in the transaction of each create and delete so the cap holds under
   * concurrent creates; absent on an organisation whose endpoints predate the counter.
   */
  webhookEndpointCount?: number;
  /**
   * A plan Assay support set over `plan` until its end (planInForce of @assay/domain/billing).
   * Kept on this document, which every limit check reads anyway, so it costs no extra read.
   */
  planOverride?: PlanOverride;
}

/** The counters of the organisation document, each changed only inside a unit of work. */
export type OrganisationCounts = Pick<
  OrganisationRecord,
  | 'tenantCount'
  | 'memberCount'
  | 'invitationCount'
  | 'privateBaselineCount'
  | 'apiKeyCount'
  | 'sharedUserCount'
  | 'webhookEndpointCount'
>;

function planOverrideFrom(data: unknown): PlanOverride | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const stored = data as Record<string, unknown>;
  if (!isPlanId(stored.plan)) throw new Error('Stored plan override has an unknown plan');
  const setBy = (stored.setBy ?? {}) as Record<string, unknown>;
  return {
    plan: stored.plan,
    reason: str(stored.reason, 'planOverride.reason'),
    endsAt: isoFrom(stored.endsAt, 'planOverride.endsAt'),
    setBy: { uid: str(setBy.uid, 'planOverride.setBy.uid'), email: optionalStr(setBy.email) ?? null },
    setAt: isoFrom(stored.setAt, 'planOverride.setAt'),
  };
}

/** The stored form: times as Timestamps, so the expiry job queries `planOverride.endsAt`. */
function planOverrideDoc(override: PlanOverride | undefined): DocumentData | null {
  return override
    ? {
        ...override,
        setBy: { ...override.setBy },
        endsAt: timestampFromIso(override.endsAt),
        setAt: timestampFromIso(override.setAt),
      }
    : null;
}

function brandingFrom(data: unknown): OrganisationBranding | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const stored = data as Record<string, unknown>;
  const branding: OrganisationBranding = {
    ...(typeof stored.logoUrl === 'string' ? { logoUrl: stored.logoUrl } : {}),
    ...(typeof stored.accentColor === 'string' ? { accentColor: stored.accentColor } : {}),
    ...(typeof stored.contactEmail === 'string' ? { contactEmail: stored.contactEmail } : {}),
  };
  return Object.keys(branding).length > 0 ? branding : undefined;
}

export const organisationMapper: Mapper<OrganisationRecord> = {
  fromDoc(data: DocumentData) {
    const plan = data.plan as unknown;
    if (!isPlanId(plan)) throw new Error('Stored organisation has an unknown plan');
    const overrides = data.limitOverrides as OrganisationRecord['limitOverrides'] | null | undefined;
    const branding = brandingFrom(data.branding);
    const planOverride = planOverrideFrom(data.planOverride);
    const defaultLanguage = localeOrUndefined(data.defaultLanguage);
    return {
      id: str(data.id, 'id'),
      name: str(data.name, 'name'),
      ...(branding ? { branding } : {}),
      ...(defaultLanguage ? { defaultLanguage } : {}),
      ...(data.requireSecondFactor === true ? { requireSecondFactor: true as const } : {}),
      plan,
      ownerUid: str(data.ownerUid, 'ownerUid'),
      createdAt: isoFrom(data.createdAt, 'createdAt'),
      ...(overrides ? { limitOverrides: overrides } : {}),
      tenantCount: num(data.tenantCount),
      memberCount: num(data.memberCount),
      invitationCount: num(data.invitationCount),
      privateBaselineCount: num(data.privateBaselineCount),
      apiKeyCount: num(data.apiKeyCount),
      sharedUserCount: num(data.sharedUserCount),
      ...(typeof data.webhookEndpointCount === 'number'
        ? { webhookEndpointCount: data.webhookEndpointCount }
        : {}),
      ...(planOverride ? { planOverride } : {}),
    };
  },
  toDoc(record) {
    return {
      id: record.id,
      name: record.name,
      ...nameFields(record.name),
      plan: record.plan,
      ownerUid: record.ownerUid,
      createdAt: timestampFromIso(record.createdAt),
      limitOverrides: record.limitOverrides ?? null,
      tenantCount: record.tenantCount,
      memberCount: record.memberCount,
      invitationCount: record.invitationCount ?? 0,
      privateBaselineCount: record.privateBaselineCount,
      apiKeyCount: record.apiKeyCount ?? 0,
      sharedUserCount: record.sharedUserCount ?? 0,
      webhookEndpointCount: record.webhookEndpointCount ?? 0,
      branding: record.branding ?? null,
      defaultLanguage: record.defaultLanguage ?? null,
      requireSecondFactor: record.requireSecondFactor ?? false,
      planOverride: planOverrideDoc(record.planOverride),
    };
  },
};

/** The stored fields derived from the name: the sort key and the search tokens. */
export function nameFields(name: string): { nameLower: string; searchTokens: string[] } {
  return { nameLower: nameKey(name), searchTokens: searchTokens(name) };
}

export function organisationDoc(tid: string): Doc<OrganisationRecord> {
  return docAt(`${collections.orgs}/${tid}`, organisationMapper);
}

export interface OrganisationReads {
  get(): Promise<OrganisationRecord | null>;
}

export interface OrganisationWrites extends OrganisationReads {
  /** Fails the transaction if the organisation exists. */
  create(record: Omit<OrganisationRecord, 'id' | 'privateBaselineCount'>): void;
  setCounts(counts: Partial<OrganisationCounts>): void;
  /** Changes the name, the branding fields and the default language given; `null` removes a branding field. */
  setProfile(profile: { name?: string; branding?: OrganisationBranding; defaultLanguage?: Locale }): void;
  /** Whether every member must sign in with a second step (their claims follow: MemberAccess.apply). */
  setSecondFactorPolicy(required: boolean): void;
  /** The plan limits are read from (the billing webhook keeps it in step with the subscription). */
  setPlan(plan: PlanId): void;
  /** Sets (or with null removes) the plan Assay support set over the paid one. */
  setPlanOverride(override: PlanOverride | null): void;
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
      for (const [name, value] of Object.entries(counts)) if (value !== undefined) fields[name] = value;
      uow.update(doc, fields);
    },
    setProfile(profile) {
      const fields: DocumentData = {};
      if (profile.name !== undefined)
        Object.assign(fields, { name: profile.name, ...nameFields(profile.name) });
      if (profile.branding !== undefined)
        fields.branding = Object.keys(profile.branding).length > 0 ? profile.branding : null;
      if (profile.defaultLanguage !== undefined) fields.defaultLanguage = profile.defaultLanguage;
      uow.update(doc, fields);
    },
    setSecondFactorPolicy: (required) => uow.update(doc, { requireSecondFactor: required }),
    setPlan: (plan) => uow.update(doc, { plan }),
    setPlanOverride: (override) => uow.update(doc, { planOverride: planOverrideDoc(override ?? undefined) }),
  };
}
