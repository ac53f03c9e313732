// Sharing a tenant (issue 12): members share one tenant with someone outside the organisation.
// The person's access is their Auth claims `{ ptid, ttid }`; the organisation's record of them is
// written with its counter, its audit entry and the invitation email in one transaction, and the
// claims are set only after it commits (a failed share leaves at most an account without access;
// resend finishes a share that stopped half-way). Revoking commits first, then removes the
// claims and revokes the refresh tokens, so the very next call with the old token is refused.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ContractParsedInput } from '@assay/domain/contracts';
import { DomainError } from '@assay/domain/errors';
import { clientLanguageOf, type Locale } from '@assay/domain/locales';
import { FAILED_ATTEMPTS_PER_INVITE_HOUR, FAILED_ATTEMPTS_PER_IP_HOUR } from '@assay/domain/respondents';
import {
  SHARING_SECRET_BYTES,
  sharedSignInLink,
  sharedUserStatus,
  sharedUserUidOfToken,
} from '@assay/domain/sharing';
import type { SharedUser, sharingContracts } from '@assay/domain/sharing';
import type { Tenant } from '@assay/domain/tenants';
import type { AttemptKey } from '../data/attempts/attempts.ts';
import type { OrgData, OrgTransaction } from '../data/org-data.ts';
import type { OrganisationRecord } from '../data/organisation/organisation.ts';
import type { SharedUserRecord } from '../data/shared-users/shared-users.ts';
import type { SharingAccess } from '../data/shared-users/sharing-access.ts';
import { shareInvitationMail } from '../mails/share-invitation.ts';
import { gateAttempts } from './credential-attempts.ts';
import type { TokenAccess } from './credential-attempts.ts';
import { effectiveLimits } from './limits.ts';

export type ShareInput = ContractParsedInput<typeof sharingContracts.share>;
export type InvitationCredential = ContractParsedInput<typeof sharingContracts.invitation>;

/** Who shares, from verified claims and the token. */
export interface Sharer {
  uid: string;
  name: string | null;
  email: string | null;
}

export interface ShareOptions {
  now: Date;
  /** Where the sign-in link points (appOrigin(), config/settings.ts). */
  appOrigin: string;
}

function tenantNotFound(): DomainError {
  return new DomainError('not-found', 'This tenant does not exist or you cannot see it.', {
    reason: 'tenant-not-found',
  });
}

function sharedUserNotFound(): DomainError {
  return new DomainError('not-found', 'This person is not a shared user of this tenant.', {
    reason: 'shared-user-not-found',
  });
}

async function requireOrganisation(tx: OrgTransaction): Promise<OrganisationRecord> {
  const organisation = await tx.organisation.get();
  if (!organisation)
    throw new DomainError('failed-precondition', 'Your organisation no longer exists.', {
      reason: 'organisation-gone',
    });
  return organisation;
}

/** resource-exhausted (details.limit = sharing) unless the plan includes sharing. */
function assertSharingIncluded(organisation: OrganisationRecord, now: Date): void {
  if (effectiveLimits(organisation, now).sharing) return;
  throw new DomainError(
    'resource-exhausted',
    'Your plan does not include sharing tenants. Upgrade the plan to share this tenant.',
    { reason: 'sharing-not-in-plan', limit: { name: 'sharing', max: 0 } },
  );
}

function requireActiveTenant(tenant: Tenant | null): Tenant {
  if (!tenant) throw tenantNotFound();
  if (tenant.status === 'archived')
    throw new DomainError('failed-precondition', 'Restore this tenant before sharing it.', {
      reason: 'tenant-archived',
    });
  return tenant;
}

function asListed(record: SharedUserRecord, lastSignInAt: string | undefined): SharedUser {
  const { linkHash: _hash, ...listed } = record;
  return {
    ...listed,
    ...(lastSignInAt ? { lastSignInAt } : {}),
    status: sharedUserStatus(record, lastSignInAt),
  };
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new link token for `uid`: the record keeps its hash, the email carries the token. */
function newLinkToken(uid: string): { token: string; linkHash: string } {
  const token = `${uid}_${randomBytes(SHARING_SECRET_BYTES).toString('base64url')}`;
  return { token, linkHash: hashToken(token) };
}

/** Queues the invitation email of `record`, whose link carries `token` (the one `record.linkHash` hashes). */
function queueInvitation(
  tx: OrgTransaction,
  organisation: OrganisationRecord,
  tenant: Tenant,
  record: SharedUserRecord,
  link: { orgId: string; token: string },
  options: ShareOptions,
): void {
  const url = sharedSignInLink(options.appOrigin, tenant.id, link);
  tx.mail.queue({
    to: record.email,
    ...shareInvitationMail(
      {
        organisationName: organisation.name,
        tenantName: tenant.name,
        inviterName: record.invitedByName,
        email: record.email,
        link: url,
      },
      clientLanguageOf(tenant, organisation),
    ),
  });
}

export async function listSharedUsers(
  org: OrgData,
  sharing: SharingAccess,
  tenantId: string,
): Promise<{ items: SharedUser[] }> {
  const [tenant, records] = await Promise.all([
    org.tenants.get(tenantId),
    org.sharedUsers.ofTenant(tenantId),
  ]);
  if (!tenant) throw tenantNotFound();
  const signIns =
    records.length > 0
      ? await sharing.lastSignIns(records.map((record) => record.uid))
      : new Map<string, string>();
  return { items: records.map((record) => asListed(record, signIns.get(record.uid))) };
}

/** Shares `tenantId` with `email`: the record, the counter, the audit entry and the email together, then the claims. */
export async function shareTenant(
  org: OrgData,
  sharing: SharingAccess,
  sharer: Sharer,
  input: ShareInput,
  options: ShareOptions,
): Promise<SharedUser> {
  // Refuse before creating an account: a free plan or a missing tenant creates nothing.
  const [organisation, tenant] = await Promise.all([org.organisation.get(), org.tenants.get(input.tenantId)]);
  if (!organisation)
    throw new DomainError('failed-precondition', 'Your organisation no longer exists.', {
      reason: 'organisation-gone',
    });
  requireActiveTenant(tenant);
  assertSharingIncluded(organisation, org.now);
  const account = await sharing.admit(input.email, input.tenantId);
  const record = await org.transaction(async (tx) => {
    const current = await requireOrganisation(tx);
    const shared = requireActiveTenant(await tx.tenants.get(input.tenantId));
    const existing = await tx.sharedUsers.get(account.uid);
    assertSharingIncluded(current, org.now);
    if (existing && !existing.revokedAt && existing.tenantId === shared.id) {
      throw new DomainError(
        'already-exists',
        'This tenant is already shared with this address. Resend the invitation instead.',
        {
          reason: 'already-shared',
          fields: [{ path: 'email', rule: 'already-shared', message: 'Already shared' }],
        },
      );
    }
    if (existing && !existing.revokedAt) {
      throw new DomainError(
        'failed-precondition',
        'This address is already a shared user of another tenant. Revoke that first.',
        {
          reason: 'shared-elsewhere',
          fields: [{ path: 'email', rule: 'shared-elsewhere', message: 'Shared with another tenant' }],
        },
      );
    }
    const at = options.now.toISOString();
    const { token, linkHash } = newLinkToken(account.uid);
    const created: SharedUserRecord = {
      uid: account.uid,
      email: input.email,
      tenantId: shared.id,
      invitedBy: sharer.uid,
      invitedByName: sharer.name ?? sharer.email ?? 'A member',
      invitedAt: at,
      sentAt: at,
      sends: 1,
      linkHash,
    };
    tx.sharedUsers.put(created);
    tx.organisation.setCounts({ sharedUserCount: (current.sharedUserCount ?? 0) + 1 });
    tx.audit.record({
      target: `sharedUser/${account.uid}`,
      tenantId: shared.id,
      summary: 'Shared a tenant',
      subjectName: input.email,
    });
    queueInvitation(tx, current, shared, created, { orgId: org.tid, token }, options);
    return created;
  });
  await sharing.grant(record.uid, record.tenantId);
  return asListed(record, undefined);
}

async function requireSharedUser(
  tx: OrgTransaction,
  tenantId: string,
  uid: string,
): Promise<SharedUserRecord> {
  const record = await tx.sharedUsers.get(uid);
  if (!record || record.tenantId !== tenantId) throw sharedUserNotFound();
  return record;
}

/** The email again (a new send), and the claims if a share stopped before setting them. */
export async function resendShare(
  org: OrgData,
  sharing: SharingAccess,
  input: { tenantId: string; uid: string },
  options: ShareOptions,
): Promise<SharedUser> {
  const record = await org.transaction(async (tx) => {
    const organisation = await requireOrganisation(tx);
    const tenant = await tx.tenants.get(input.tenantId);
    const existing = await requireSharedUser(tx, input.tenantId, input.uid);
    const shared = requireActiveTenant(tenant);
    if (existing.revokedAt)
      throw new DomainError(
        'failed-precondition',
        'Access was revoked: share the tenant with them again instead.',
        { reason: 'sharing-withdrawn' },
      );
    assertSharingIncluded(organisation, org.now);
    // A new link: the one in the earlier email stops naming the organisation.
    const { token, linkHash } = newLinkToken(existing.uid);
    const resent: SharedUserRecord = {
      ...existing,
      sentAt: options.now.toISOString(),
      sends: existing.sends + 1,
      linkHash,
    };
    tx.sharedUsers.put(resent);
    tx.audit.record({
      target: `sharedUser/${existing.uid}`,
      tenantId: shared.id,
      summary: 'Sent a sharing invitation again',
      subjectName: existing.email,
    });
    queueInvitation(tx, organisation, shared, resent, { orgId: org.tid, token }, options);
    return resent;
  });
  await sharing.grant(record.uid, record.tenantId);
  const signIns = await sharing.lastSignIns([record.uid]);
  return asListed(record, signIns.get(record.uid));
}

/** Ends a shared user's access. Revoking again changes nothing but finishes the Auth side if it was left. */
export async function revokeShare(
  org: OrgData,
  sharing: SharingAccess,
  input: { tenantId: string; uid: string },
  now: Date,
): Promise<SharedUser> {
  const record = await org.transaction(async (tx) => {
    const organisation = await requireOrganisation(tx);
    const existing = await requireSharedUser(tx, input.tenantId, input.uid);
    if (existing.revokedAt) return existing;
    const { linkHash: _dead, ...rest } = existing;
    const revoked: SharedUserRecord = { ...rest, revokedAt: now.toISOString() };
    tx.sharedUsers.put(revoked);
    tx.organisation.setCounts({ sharedUserCount: Math.max(0, (organisation.sharedUserCount ?? 0) - 1) });
    tx.audit.record({
      target: `sharedUser/${existing.uid}`,
      tenantId: existing.tenantId,
      summary: 'Stopped sharing a tenant',
      subjectName: existing.email,
    });
    return revoked;
  });
  await sharing.withdraw(record.uid, record.tenantId);
  const signIns = await sharing.lastSignIns([record.uid]);
  return asListed(record, signIns.get(record.uid));
}

function badLink(): DomainError {
  return new DomainError(
    'not-found',
    'This sign-in link does not work: it may have been replaced by a newer one or revoked. Ask the person who shared it for a new one.',
    { reason: 'access-ended' },
  );
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Who shared which tenant, for the sign-in page of an invitation link: only when the token is the
 * latest one emailed to a shared user of that tenant who was not revoked. Any other token is one
 * not-found, counted against the caller's IP and the shared user the token names.
 */
export async function sharingInvitation(
  access: TokenAccess,
  credential: InvitationCredential,
  now: Date,
): Promise<{ organisationName: string; tenantName: string; language: Locale }> {
  const uid = sharedUserUidOfToken(credential.token);
  const keys: AttemptKey[] = [
    { scope: 'sharingIp', key: access.ip, limit: FAILED_ATTEMPTS_PER_IP_HOUR },
    ...(uid
      ? [{ scope: 'sharedUser', key: `${credential.orgId}/${uid}`, limit: FAILED_ATTEMPTS_PER_INVITE_HOUR }]
      : []),
  ];
  const refuse = await gateAttempts(access.attempts, keys, now, badLink);
  if (!uid) return refuse();
  const org = access.org(credential.orgId, `sharedUser/${uid}`);
  const record = await org.sharedUsers.get(uid);
  if (
    !record?.linkHash ||
    record.revokedAt ||
    record.tenantId !== credential.tenantId ||
    !sameHash(record.linkHash, hashToken(credential.token))
  )
    return refuse();
  const [organisation, tenant] = await Promise.all([
    org.organisation.get(),
    org.tenants.get(record.tenantId),
  ]);
  if (!organisation || !tenant || tenant.status === 'archived') return refuse();
  return {
    organisationName: organisation.name,
    tenantName: tenant.name,
    language: clientLanguageOf(tenant, organisation),
  };
}
