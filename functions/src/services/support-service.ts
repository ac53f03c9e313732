// Support access the customer approves (SPEC §2 Service): a system admin's grant to read one
// organisation, asked with a reason and a duration and decided by an owner, or opened at once by
// break-glass with the owners told. Every change writes the organisation's own audit log in the
// same transaction; the mails to owners commit with it. Expiry is the clock's (supportGrantAt).
import { randomBytes } from 'node:crypto';
import { DomainError } from '@assay/domain/errors';
import type { Member } from '@assay/domain/members';
import { hoursAfter, SUPPORT_REQUEST_TTL_HOURS, supportGrantAt } from '@assay/domain/support';
import type { SupportGrant } from '@assay/domain/support';
import type { OrganisationRecord } from '../data/organisation/organisation.ts';
import type { SupportDesk, SupportDeskTransaction } from '../data/support-grants/support-desk.ts';
import type { SupportGrantRecord } from '../data/support-grants/support-grants.ts';

export interface SupportAdmin {
  uid: string;
  email: string | null;
}

export interface SupportAsk {
  reason: string;
  hours: number;
}

export interface SupportOptions {
  now: Date;
  /** Where the owners' admin page is (the mails link to it). */
  appOrigin: string;
}

function organisationNotFound(): DomainError {
  return new DomainError('not-found', 'This organisation does not exist.', {
    reason: 'organisation-not-found',
  });
}

function grantNotFound(): DomainError {
  return new DomainError('not-found', 'There is no support access request from this person.', {
    reason: 'support-request-not-found',
  });
}

function requireOrganisation(organisation: OrganisationRecord | null): OrganisationRecord {
  if (!organisation) throw organisationNotFound();
  return organisation;
}

/** The admin's stored grant of an organisation that exists (null when they never asked). */
async function storedGrantOf(desk: SupportDesk, adminUid: string): Promise<SupportGrantRecord | null> {
  const [organisation, grant] = await Promise.all([desk.organisation(), desk.grants.of(adminUid)]);
  requireOrganisation(organisation);
  return grant;
}

function untilText(iso: string): string {
  return new Date(iso).toUTCString().replace(/ GMT$/, ' UTC');
}

/**
 * A fresh grant with a new id: a request waits for an owner (and lapses after the request TTL);
 * break-glass is decided by its own admin and opens at once for the hours asked.
 */
function newGrant(
  tid: string,
  admin: SupportAdmin,
  ask: SupportAsk,
  now: Date,
  kind: 'request' | 'breakGlass',
): SupportGrantRecord {
  const at = now.toISOString();
  const glass = kind === 'breakGlass';
  return {
    id: `sg-${randomBytes(15).toString('base64url')}`,
    tid,
    adminUid: admin.uid,
    adminEmail: admin.email,
    reason: ask.reason,
    hours: ask.hours,
    breakGlass: glass,
    status: glass ? 'active' : 'pending',
    requestedAt: at,
    decidedAt: glass ? at : null,
    decidedBy: glass ? admin.uid : null,
    expiresAt: hoursAfter(now, glass ? ask.hours : SUPPORT_REQUEST_TTL_HOURS),
    revokedAt: null,
    revokedBy: null,
  };
}

/** Each owner gets their own message (Trigger Email: one `mail` document per recipient). */
function mailOwners(
  owners: readonly Member[],
  tx: SupportDeskTransaction,
  message: { subject: string; text: string },
): void {
  for (const owner of owners) tx.mail.queue({ to: owner.email, ...message });
}

function adminName(admin: SupportAdmin): string {
  return admin.email ?? 'A system admin';
}

/** Asks the owners for access: a new pending request (replacing the caller's pending one), mailed to every owner. */
export async function requestSupportAccess(
  desk: SupportDesk,
  admin: SupportAdmin,
  ask: SupportAsk,
  options: SupportOptions,
): Promise<SupportGrant> {
  const { now } = options;
  // Owners are read before the transaction (a bounded list): the mail goes to those of this moment.
  const owners = await desk.owners();
  return desk.transaction(async (tx) => {
    const organisation = requireOrganisation(await tx.organisation());
    const previous = await tx.grants.of(admin.uid);
    if (previous && supportGrantAt(previous, now).status === 'active') {
      throw new DomainError(
        'failed-precondition',
        `Your support access to this organisation is already active until ${untilText(previous.expiresAt)}.`,
        { reason: 'support-already-active', expiresAt: previous.expiresAt },
      );
    }
    const grant = newGrant(desk.tid, admin, ask, now, 'request');
    tx.grants.put(grant);
    tx.audit.record({
      target: `supportGrant/${grant.id}`,
      summary: `Support asked for read-only access for ${ask.hours} h`,
      subjectName: ask.reason,
    });
    mailOwners(owners, tx, {
      subject: `Assay support asks for access to ${organisation.name}`,
      text: [
        `${adminName(admin)} of Assay support asks for read-only access to ${organisation.name} for ${ask.hours} hours.`,
        `Reason: ${ask.reason}`,
        `Approve or deny the request under Admin → Support access:\n${options.appOrigin}/admin`,
        `Nothing of your organisation is opened until an owner approves. The request lapses on ${untilText(grant.expiresAt)}.`,
      ].join('\n\n'),
    });
    return grant;
  });
}

/** Opens access at once for an incident (replacing the caller's own grant); every owner is mailed at once. */
export async function breakGlass(
  desk: SupportDesk,
  admin: SupportAdmin,
  ask: SupportAsk,
  options: SupportOptions,
): Promise<SupportGrant> {
  const { now } = options;
  const owners = await desk.owners();
  return desk.transaction(async (tx) => {
    const organisation = requireOrganisation(await tx.organisation());
    const grant = newGrant(desk.tid, admin, ask, now, 'breakGlass');
    tx.grants.put(grant);
    tx.audit.record({
      target: `supportGrant/${grant.id}`,
      summary: `BREAK-GLASS: support opened read-only access at once, without approval, for ${ask.hours} h`,
      subjectName: ask.reason,
    });
    mailOwners(owners, tx, {
      subject: `Break-glass: Assay support opened access to ${organisation.name}`,
      text: [
        `${adminName(admin)} of Assay support opened read-only access to ${organisation.name} at once, for an incident, until ${untilText(grant.expiresAt)}.`,
        `Reason: ${ask.reason}`,
        `Every read is recorded in your organisation's audit log. You can revoke the access at any time under Admin → Support access:\n${options.appOrigin}/admin`,
      ].join('\n\n'),
    });
    return grant;
  });
}

/** The caller's grant as it stands now (null when they never asked). */
export async function supportStatus(
  desk: SupportDesk,
  adminUid: string,
  now: Date,
): Promise<{ grant: SupportGrant | null }> {
  const grant = await storedGrantOf(desk, adminUid);
  return { grant: grant ? supportGrantAt(grant, now) : null };
}

/** Ends a pending or active grant: revoked by `byUid` (its admin or an owner). An ended grant is answered as it stands. */
async function endGrant(
  desk: SupportDesk,
  adminUid: string,
  byUid: string,
  now: Date,
  summary: string,
): Promise<SupportGrant> {
  return desk.transaction(async (tx) => {
    const stored = await tx.grants.of(adminUid);
    if (!stored) throw grantNotFound();
    const current = supportGrantAt(stored, now);
    if (current.status !== 'pending' && current.status !== 'active') return current;
    const revoked: SupportGrantRecord = {
      ...stored,
      status: 'revoked',
      revokedAt: now.toISOString(),
      revokedBy: byUid,
    };
    tx.grants.put(revoked);
    tx.audit.record({
      target: `supportGrant/${stored.id}`,
      summary,
      ...(stored.adminEmail ? { subjectName: stored.adminEmail } : {}),
    });
    return revoked;
  });
}

/** The admin ends their own access (or withdraws their request); null when they never asked. */
export async function withdrawSupportAccess(
  desk: SupportDesk,
  adminUid: string,
  now: Date,
): Promise<{ grant: SupportGrant | null }> {
  const grant = await storedGrantOf(desk, adminUid);
  return {
    grant: grant ? await endGrant(desk, adminUid, adminUid, now, 'Support ended its own access') : null,
  };
}

/** An owner ends an admin's access (or a request) at once. */
export function revokeSupportAccess(
  desk: SupportDesk,
  ownerUid: string,
  adminUid: string,
  now: Date,
): Promise<SupportGrant> {
  return endGrant(desk, adminUid, ownerUid, now, 'An owner revoked support access');
}

/** An owner approves (access opens for the hours asked, from now) or denies a pending request. */
export function decideSupportAccess(
  desk: SupportDesk,
  ownerUid: string,
  adminUid: string,
  decision: 'approve' | 'deny',
  now: Date,
): Promise<SupportGrant> {
  return desk.transaction(async (tx) => {
    const stored = await tx.grants.of(adminUid);
    if (!stored) throw grantNotFound();
    const current = supportGrantAt(stored, now);
    if (current.status !== 'pending') {
      throw new DomainError(
        'failed-precondition',
        `This request is no longer waiting for a decision (${current.status}).`,
        { reason: 'support-request-closed', status: current.status },
      );
    }
    const at = now.toISOString();
    const decided: SupportGrantRecord =
      decision === 'approve'
        ? {
            ...stored,
            status: 'active',
            decidedAt: at,
            decidedBy: ownerUid,
            expiresAt: hoursAfter(now, stored.hours),
          }
        : { ...stored, status: 'denied', decidedAt: at, decidedBy: ownerUid };
    tx.grants.put(decided);
    tx.audit.record({
      target: `supportGrant/${stored.id}`,
      summary:
        decision === 'approve'
          ? `An owner approved support access for ${stored.hours} h`
          : 'An owner denied support access',
      ...(stored.adminEmail ? { subjectName: stored.adminEmail } : {}),
    });
    return decided;
  });
}

/** The organisation's grants as they stand now: pending first, then active, then the rest, newest first within each. */
export async function listSupportGrants(desk: SupportDesk, now: Date): Promise<{ grants: SupportGrant[] }> {
  const order: Record<SupportGrant['status'], number> = {
    pending: 0,
    active: 1,
    expired: 2,
    revoked: 2,
    denied: 2,
  };
  const grants = (await desk.grants.list()).map((grant) => supportGrantAt(grant, now));
  return {
    grants: grants.sort(
      (a, b) => order[a.status] - order[b.status] || b.requestedAt.localeCompare(a.requestedAt),
    ),
  };
}
