// Sharing a tenant (issue 12): members share one tenant with someone outside the organisation.
// The person's access is their Auth claims `{ ptid, ttid }`; the organisation's record of them is
// written with its counter, its audit entry and the invitation email in one transaction, and the
// claims are set only after it commits (a failed share leaves at most an account without access;
// resend finishes a share that stopped half-way). Revoking commits first, then removes the
// claims and revokes the refresh tokens, so the very next call with the old token is refused.
import type { ContractParsedInput } from '@assay/domain/contracts';
import { DomainError } from '@assay/domain/errors';
import { sharedSignInLink, sharedUserStatus } from '@assay/domain/sharing';
import type { SharedUser, sharingContracts } from '@assay/domain/sharing';
import type { Tenant } from '@assay/domain/tenants';
import type { OrgData, OrgTransaction } from '../data/org-data.ts';
import type { OrganisationRecord } from '../data/organisation/organisation.ts';
import type { SharedUserRecord } from '../data/shared-users/shared-users.ts';
import type { SharingAccess } from '../data/shared-users/sharing-access.ts';
import { effectiveLimits } from './limits.ts';

export type ShareInput = ContractParsedInput<typeof sharingContracts.share>;

/** Who shares, from verified claims and the token. */
export interface Sharer {
  uid: string;
  name: string | null;
  email: string | null;
}

export interface ShareOptions {
  now: Date;
  /** Where the sign-in link points (env.appOrigin). */
  appOrigin: string;
}

function tenantNotFound(): DomainError {
  return new DomainError('not-found', 'This tenant does not exist or you cannot see it.');
}

function sharedUserNotFound(): DomainError {
  return new DomainError('not-found', 'This person is not a shared user of this tenant.');
}

async function requireOrganisation(tx: OrgTransaction): Promise<OrganisationRecord> {
  const organisation = await tx.organisation.get();
  if (!organisation) throw new DomainError('failed-precondition', 'Your organisation no longer exists.');
  return organisation;
}

/** resource-exhausted (details.limit = sharing) unless the plan includes sharing. */
function assertSharingIncluded(organisation: OrganisationRecord): void {
  if (effectiveLimits(organisation).sharing) return;
  throw new DomainError('resource-exhausted', 'Your plan does not include sharing tenants. Upgrade the plan to share this tenant.', { limit: { name: 'sharing', max: 0 } });
}

function requireActiveTenant(tenant: Tenant | null): Tenant {
  if (!tenant) throw tenantNotFound();
  if (tenant.status === 'archived') throw new DomainError('failed-precondition', 'Restore this tenant before sharing it.');
  return tenant;
}

function asListed(record: SharedUserRecord, lastSignInAt: string | undefined): SharedUser {
  return { ...record, ...(lastSignInAt ? { lastSignInAt } : {}), status: sharedUserStatus(record, lastSignInAt) };
}

function queueInvitation(tx: OrgTransaction, organisation: OrganisationRecord, tenant: Tenant, record: SharedUserRecord, options: ShareOptions): void {
  const link = sharedSignInLink(options.appOrigin, tenant.id);
  tx.mail.queue({
    to: record.email,
    subject: `${organisation.name} shared the results of ${tenant.name} with you`,
    text: [
      `${record.invitedByName} of ${organisation.name} shared the assessment results of ${tenant.name} with you on Assay, read-only.`,
      `Sign in with this email address (${record.email}); we will email you a sign-in link, no password needed:\n${link}`,
      'If you did not expect this email, you can ignore it.',
    ].join('\n\n'),
  });
}

export async function listSharedUsers(org: OrgData, sharing: SharingAccess, tenantId: string): Promise<{ items: SharedUser[] }> {
  const [tenant, records] = await Promise.all([org.tenants.get(tenantId), org.sharedUsers.ofTenant(tenantId)]);
  if (!tenant) throw tenantNotFound();
  const signIns = records.length > 0 ? await sharing.lastSignIns(records.map((record) => record.uid)) : new Map<string, string>();
  return { items: records.map((record) => asListed(record, signIns.get(record.uid))) };
}

/** Shares `tenantId` with `email`: the record, the counter, the audit entry and the email together, then the claims. */
export async function shareTenant(org: OrgData, sharing: SharingAccess, sharer: Sharer, input: ShareInput, options: ShareOptions): Promise<SharedUser> {
  // Refuse before creating an account: a free plan or a missing tenant creates nothing.
  const [organisation, tenant] = await Promise.all([org.organisation.get(), org.tenants.get(input.tenantId)]);
  if (!organisation) throw new DomainError('failed-precondition', 'Your organisation no longer exists.');
  requireActiveTenant(tenant);
  assertSharingIncluded(organisation);
  const account = await sharing.admit(input.email, input.tenantId);
  const record = await org.transaction(async (tx) => {
    const current = await requireOrganisation(tx);
    const shared = requireActiveTenant(await tx.tenants.get(input.tenantId));
    const existing = await tx.sharedUsers.get(account.uid);
    assertSharingIncluded(current);
    if (existing && !existing.revokedAt && existing.tenantId === shared.id) {
      throw new DomainError('already-exists', 'This tenant is already shared with this address. Resend the invitation instead.', { fields: [{ path: 'email', message: 'Already shared' }] });
    }
    if (existing && !existing.revokedAt) {
      throw new DomainError('failed-precondition', 'This address is already a shared user of another tenant. Revoke that first.', { fields: [{ path: 'email', message: 'Shared with another tenant' }] });
    }
    const at = options.now.toISOString();
    const created: SharedUserRecord = {
      uid: account.uid,
      email: input.email,
      tenantId: shared.id,
      invitedBy: sharer.uid,
      invitedByName: sharer.name ?? sharer.email ?? 'A member',
      invitedAt: at,
      sentAt: at,
      sends: 1,
    };
    tx.sharedUsers.put(created);
    tx.organisation.setCounts({ sharedUserCount: (current.sharedUserCount ?? 0) + 1 });
    tx.audit.record({ target: `sharedUser/${account.uid}`, tenantId: shared.id, summary: 'Shared a tenant', subjectName: input.email });
    queueInvitation(tx, current, shared, created, options);
    return created;
  });
  await sharing.grant(record.uid, record.tenantId);
  return asListed(record, undefined);
}

async function requireSharedUser(tx: OrgTransaction, tenantId: string, uid: string): Promise<SharedUserRecord> {
  const record = await tx.sharedUsers.get(uid);
  if (!record || record.tenantId !== tenantId) throw sharedUserNotFound();
  return record;
}

/** The email again (a new send), and the claims if a share stopped before setting them. */
export async function resendShare(org: OrgData, sharing: SharingAccess, input: { tenantId: string; uid: string }, options: ShareOptions): Promise<SharedUser> {
  const record = await org.transaction(async (tx) => {
    const organisation = await requireOrganisation(tx);
    const tenant = await tx.tenants.get(input.tenantId);
    const existing = await requireSharedUser(tx, input.tenantId, input.uid);
    const shared = requireActiveTenant(tenant);
    if (existing.revokedAt) throw new DomainError('failed-precondition', 'Access was revoked: share the tenant with them again instead.');
    assertSharingIncluded(organisation);
    const resent: SharedUserRecord = { ...existing, sentAt: options.now.toISOString(), sends: existing.sends + 1 };
    tx.sharedUsers.put(resent);
    tx.audit.record({ target: `sharedUser/${existing.uid}`, tenantId: shared.id, summary: 'Sent a sharing invitation again', subjectName: existing.email });
    queueInvitation(tx, organisation, shared, resent, options);
    return resent;
  });
  await sharing.grant(record.uid, record.tenantId);
  const signIns = await sharing.lastSignIns([record.uid]);
  return asListed(record, signIns.get(record.uid));
}

/** Ends a shared user's access. Revoking again changes nothing but finishes the Auth side if it was left. */
export async function revokeShare(org: OrgData, sharing: SharingAccess, input: { tenantId: string; uid: string }, now: Date): Promise<SharedUser> {
  const record = await org.transaction(async (tx) => {
    const organisation = await requireOrganisation(tx);
    const existing = await requireSharedUser(tx, input.tenantId, input.uid);
    if (existing.revokedAt) return existing;
    const revoked: SharedUserRecord = { ...existing, revokedAt: now.toISOString() };
    tx.sharedUsers.put(revoked);
    tx.organisation.setCounts({ sharedUserCount: Math.max(0, (organisation.sharedUserCount ?? 0) - 1) });
    tx.audit.record({ target: `sharedUser/${existing.uid}`, tenantId: existing.tenantId, summary: 'Stopped sharing a tenant', subjectName: existing.email });
    return revoked;
  });
  await sharing.withdraw(record.uid, record.tenantId);
  const signIns = await sharing.lastSignIns([record.uid]);
  return asListed(record, signIns.get(record.uid));
}
