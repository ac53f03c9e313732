// Organisations: sign-up and the organisation overview.
import { isSafeId } from '@assay/domain/ids';
import type { ContractParsedInput } from '@assay/domain/contracts';
import type { orgContracts } from '@assay/domain/org';
import type { OrganisationBranding, OrganisationOverview, Organisation } from '@assay/domain/org';
import type { AuditEntry } from '@assay/domain/audit';
import { DomainError } from '@assay/domain/errors';
import { baseLocale } from '@assay/domain/locales';
import type { SelfIdentity } from '../data/identity.ts';
import type { OrgData } from '../data/org-data.ts';
import type { OrganisationRecord } from '../data/organisation/organisation.ts';
import { decodeCursor, encodeCursor, queryFingerprint } from './cursor.ts';
import { effectiveLimits, usageOf } from './limits.ts';

export type CompleteSignUpInput = ContractParsedInput<typeof orgContracts.completeSignUp>;
export type UpdateProfileInput = ContractParsedInput<typeof orgContracts.updateProfile>;
export type AuditLogInput = ContractParsedInput<typeof orgContracts.auditLog>;

/** Claims that survive sign-up (operator flags); membership claims are replaced. */
const preservedClaims = ['adminUI', 'sysdev'] as const;

export interface SignUpCaller {
  uid: string;
  email: string | null;
  name: string | null;
}

/**
 * Creates the caller's organisation and makes them its owner. Idempotent: the organisation id
 * is fixed per user, and a caller whose (server-side) claims already hold a tid gets it back.
 */
export async function completeSignUp(
  self: SelfIdentity,
  signUpOrg: OrgData,
  caller: SignUpCaller,
  input: CompleteSignUpInput,
  now: Date,
): Promise<{ tid: string; created: boolean }> {
  // The server-side claims, not the token's: a token minted before a first sign-up is stale.
  const current = await self.claims();
  if (!current) throw new DomainError('unauthenticated', 'Your account no longer exists. Sign in again.');
  if (isSafeId(current.tid)) return { tid: current.tid, created: false };
  if (current.ptid !== undefined) {
    throw new DomainError(
      'failed-precondition',
      'This account is a shared-access account. Sign up with another email address to create an organisation.',
      { reason: 'shared-account' },
    );
  }
  const tid = signUpOrg.tid;
  const created = await signUpOrg.transaction(async (tx) => {
    const existing = await tx.organisation.get();
    if (existing) {
      if (existing.ownerUid !== caller.uid)
        throw new DomainError('aborted', 'Sign-up collided with another organisation. Please try again.');
      return false;
    }
    const at = now.toISOString();
    tx.organisation.create({
      name: input.organisationName,
      plan: 'free',
      ownerUid: caller.uid,
      createdAt: at,
      tenantCount: 0,
      memberCount: 1,
    });
    tx.members.put({
      uid: caller.uid,
      email: caller.email ?? '',
      displayName: input.displayName ?? caller.name ?? caller.email?.split('@')[0] ?? '',
      role: 'owner',
      joinedAt: at,
    });
    tx.audit.record({
      target: `org/${tid}`,
      summary: 'Created the organisation',
      subjectName: input.organisationName,
    });
    return true;
  });
  const claims: Record<string, unknown> = { tid, role: 'owner' };
  for (const name of preservedClaims) if (current[name] !== undefined) claims[name] = current[name];
  await self.setClaims(claims);
  return { tid, created };
}

export function publicOrganisation(record: OrganisationRecord): Organisation {
  return {
    id: record.id,
    name: record.name,
    plan: record.plan,
    createdAt: record.createdAt,
    ownerUid: record.ownerUid,
    ...(record.branding ? { branding: record.branding } : {}),
    ...(record.defaultLanguage ? { defaultLanguage: record.defaultLanguage } : {}),
    ...(record.requireSecondFactor ? { requireSecondFactor: true as const } : {}),
    ...(record.limitOverrides ? { limitOverrides: record.limitOverrides } : {}),
  };
}

export async function getOrganisation(org: OrgData): Promise<OrganisationOverview> {
  const record = await org.organisation.get();
  if (!record)
    throw new DomainError('not-found', 'Your organisation no longer exists.', {
      reason: 'organisation-gone',
    });
  return {
    organisation: publicOrganisation(record),
    usage: usageOf(record),
    limits: effectiveLimits(record, org.now),
  };
}

const brandingFields = ['logoUrl', 'accentColor', 'contactEmail'] as const;

/** Changes the name and branding given (`null` clears a branding field); changing nothing writes nothing. */
export async function updateProfile(org: OrgData, input: UpdateProfileInput): Promise<Organisation> {
  return org.transaction(async (tx) => {
    const record = await tx.organisation.get();
    if (!record)
      throw new DomainError('not-found', 'Your organisation no longer exists.', {
        reason: 'organisation-gone',
      });
    const changed: string[] = [];
    if (input.name !== undefined && input.name !== record.name) changed.push('name');
    const defaultLanguage =
      input.defaultLanguage !== (record.defaultLanguage ?? baseLocale) ? input.defaultLanguage : undefined;
    if (defaultLanguage) changed.push('defaultLanguage');
    const branding: OrganisationBranding = { ...record.branding };
    for (const field of brandingFields) {
      const value = input[field];
      if (value === undefined || value === (record.branding?.[field] ?? null)) continue;
      changed.push(field);
      if (value === null) delete branding[field];
      else branding[field] = value;
    }
    if (changed.length === 0) return publicOrganisation(record);
    const brandingChanged = changed.some((field) => field !== 'name' && field !== 'defaultLanguage');
    tx.organisation.setProfile({
      ...(changed.includes('name') && input.name ? { name: input.name } : {}),
      ...(brandingChanged ? { branding } : {}),
      ...(defaultLanguage ? { defaultLanguage } : {}),
    });
    tx.audit.record({
      target: `org/${org.tid}`,
      summary: 'Changed the organisation profile',
      subjectName: input.name ?? record.name,
      changedFields: changed,
    });
    const updated: OrganisationRecord = {
      ...record,
      ...(input.name ? { name: input.name } : {}),
      ...(defaultLanguage ? { defaultLanguage } : {}),
    };
    if (brandingChanged) {
      if (Object.keys(branding).length > 0) updated.branding = branding;
      else delete updated.branding;
    }
    return publicOrganisation(updated);
  });
}

export interface AuditLogPage {
  items: AuditEntry[];
  nextCursor: string | null;
}

/** A page of the audit log, newest first; the cursor is bound to the filters it was made with. */
export async function auditLog(org: OrgData, input: AuditLogInput): Promise<AuditLogPage> {
  const filters = {
    ...(input.actorUid !== undefined ? { actorUid: input.actorUid } : {}),
    ...(input.action !== undefined ? { action: input.action } : {}),
    ...(input.from !== undefined ? { from: input.from } : {}),
    ...(input.to !== undefined ? { to: input.to } : {}),
  };
  const fingerprint = queryFingerprint({ list: 'audit', filters });
  const cursor = input.cursor ? decodeCursor(input.cursor, fingerprint, 'millis') : undefined;
  const page = await org.auditLog.page({
    filters,
    limit: input.pageSize,
    ...(cursor ? { after: { millis: cursor.value, id: cursor.id } } : {}),
  });
  return {
    items: page.items,
    nextCursor: page.next ? encodeCursor(fingerprint, { value: page.next.millis, id: page.next.id }) : null,
  };
}
