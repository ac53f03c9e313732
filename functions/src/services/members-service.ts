// Members and invitations of an organisation. Seats are counted exactly: the members limit
// compares members + pending invitations, both counters on the organisation document, read and
// written in the transaction of the invitation, so two invites racing for the last seat
// conflict and one of them is refused. Access changes (role, removal) are committed with their
// audit entry first, then applied to the member's Auth claims with their refresh tokens revoked:
// the callable pipeline refuses their old token on the very next call. Re-running a change that
// failed half-way applies the claims that are still missing.
import { createHash, randomBytes } from 'node:crypto';
import type { ContractParsedInput } from '@assay/domain/contracts';
import { DomainError } from '@assay/domain/errors';
import { baseLocale } from '@assay/domain/locales';
import { INVITATION_TTL_DAYS, invitationLink } from '@assay/domain/members';
import type { Invitation, Member, MemberList, membersContracts } from '@assay/domain/members';
import { roleAtLeast } from '@assay/domain/roles';
import type { MemberRole } from '@assay/domain/roles';
import type { MemberAccess } from '../data/identity.ts';
import type { InvitationRecord } from '../data/invitations/invitations.ts';
import type { OrgData, OrgTransaction } from '../data/org-data.ts';
import type { OrganisationRecord } from '../data/organisation/organisation.ts';
import { memberInvitationMail } from '../mails/member-invitation.ts';
import { assertRoom, effectiveLimits, seatsTaken } from './limits.ts';

export type InviteInput = ContractParsedInput<typeof membersContracts.invite>;
export type ChangeRoleInput = ContractParsedInput<typeof membersContracts.changeRole>;
export type AcceptInput = ContractParsedInput<typeof membersContracts.accept>;

/** Who is acting, from verified claims. */
export interface Actor {
  uid: string;
  role: MemberRole;
  /** How the invitation email names them. */
  name: string | null;
  email: string | null;
}

export interface MailOptions {
  now: Date;
  /** Where the accept link points (appOrigin(), config/settings.ts). */
  appOrigin: string;
}

/** Claims that belong to the person, not to the membership: kept when membership claims change. */
const preservedClaims = ['adminUI', 'sysdev'] as const;

/** The calling member as this service sees them (from the member context). */
export function actorOf(ctx: {
  uid: string;
  member: { role: MemberRole };
  name: string | null;
  email: string | null;
}): Actor {
  return { uid: ctx.uid, role: ctx.member.role, name: ctx.name, email: ctx.email };
}

/** Only the SHA-256 of a link's token is stored. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** What admins see: the record without its token hash. */
function publicInvitation(record: InvitationRecord): Invitation {
  const { tokenHash: _hash, ...invitation } = record;
  return invitation;
}
const roleNames: Record<MemberRole, string> = {
  viewer: 'viewer',
  editor: 'editor',
  admin: 'admin',
  owner: 'owner',
};
const DAY_MS = 86_400_000;

function memberNotFound(): DomainError {
  return new DomainError('not-found', 'This member does not exist or has left the organisation.', {
    reason: 'member-not-found',
  });
}

function invitationNotFound(): DomainError {
  return new DomainError(
    'not-found',
    'This invitation does not exist or was already accepted or withdrawn.',
    { reason: 'invitation-not-found' },
  );
}

function linkNotValid(): DomainError {
  return new DomainError('not-found', 'This invitation link is no longer valid. Ask for a new invitation.', {
    reason: 'invitation-link-invalid',
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

/** Only owners grant, change or take away the owner role. */
function assertMayHandleRole(actor: Actor, role: MemberRole): void {
  if (role === 'owner' && !roleAtLeast(actor.role, 'owner')) {
    throw new DomainError('permission-denied', 'Only an owner can invite, change or remove an owner.');
  }
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function queueInvitationMail(
  tx: OrgTransaction,
  org: OrgData,
  organisation: OrganisationRecord,
  actor: Actor,
  invitation: Invitation,
  token: string,
  options: MailOptions,
): void {
  const link = invitationLink(options.appOrigin, { orgId: org.tid, invitationId: invitation.id, token });
  tx.mail.queue({
    to: invitation.email,
    ...memberInvitationMail(
      {
        organisationName: organisation.name,
        inviterName: actor.name ?? actor.email ?? null,
        role: invitation.role,
        email: invitation.email,
        link,
        expiresAt: invitation.expiresAt,
      },
      organisation.defaultLanguage ?? baseLocale,
    ),
  });
}

/**
 * The members and pending invitations. Owners and admins also see who signs in with a second
 * step (one Auth lookup per 100 members), so they know whom a two-step policy would turn away.
 */
export async function listMembers(
  org: OrgData,
  viewer: { role: MemberRole; factors: Pick<MemberAccess['secondFactors'], 'withSecondFactor'> },
): Promise<MemberList> {
  const [members, invitations] = await Promise.all([
    org.memberships.members(),
    org.memberships.invitations(),
  ]);
  const withSecondFactor = roleAtLeast(viewer.role, 'admin')
    ? await viewer.factors.withSecondFactor(members.map((member) => member.uid))
    : null;
  return {
    members: withSecondFactor
      ? members.map((member) => ({ ...member, secondFactor: withSecondFactor.has(member.uid) }))
      : members,
    invitations: invitations.map(publicInvitation),
  };
}

/** Invites `email`: one invitation document, one seat counted, one audit entry and one email, together. */
export async function inviteMember(
  org: OrgData,
  actor: Actor,
  input: InviteInput,
  options: MailOptions,
): Promise<Invitation> {
  assertMayHandleRole(actor, input.role);
  // Members are keyed by uid, so an address is looked up in the (bounded) list; a member who
  // joins meanwhile only makes the invitation unusable (accept refuses existing members).
  const members = await org.memberships.members();
  if (members.some((member) => member.email.toLowerCase() === input.email)) {
    throw new DomainError('already-exists', 'This person is already a member.', {
      reason: 'already-member',
      fields: [{ path: 'email', rule: 'already-member', message: 'Already a member' }],
    });
  }
  const id = org.invitations.idFor(input.email);
  return org.transaction(async (tx) => {
    const organisation = await requireOrganisation(tx);
    if (await tx.invitations.get(id)) {
      throw new DomainError(
        'already-exists',
        'This address is already invited. Resend the invitation instead.',
        {
          reason: 'already-invited',
          fields: [{ path: 'email', rule: 'already-invited', message: 'Already invited' }],
        },
      );
    }
    assertRoom(effectiveLimits(organisation, org.now), 'members', seatsTaken(organisation));
    const token = newToken();
    const at = options.now.toISOString();
    const record: InvitationRecord = {
      id,
      email: input.email,
      role: input.role,
      invitedBy: actor.uid,
      createdAt: at,
      expiresAt: new Date(options.now.getTime() + INVITATION_TTL_DAYS * DAY_MS).toISOString(),
      sends: 1,
      tokenHash: tokenHash(token),
    };
    tx.invitations.put(record);
    tx.organisation.setCounts({ invitationCount: (organisation.invitationCount ?? 0) + 1 });
    tx.audit.record({
      target: `invitation/${id}`,
      summary: `Invited someone as ${roleNames[input.role]}`,
      subjectName: input.email,
    });
    const invitation = publicInvitation(record);
    queueInvitationMail(tx, org, organisation, actor, invitation, token, options);
    return invitation;
  });
}

/** A new link (the old one stops working) and a new expiry, sent again. */
export async function resendInvitation(
  org: OrgData,
  actor: Actor,
  invitationId: string,
  options: MailOptions,
): Promise<Invitation> {
  return org.transaction(async (tx) => {
    const organisation = await requireOrganisation(tx);
    const existing = await tx.invitations.get(invitationId);
    if (!existing) throw invitationNotFound();
    assertMayHandleRole(actor, existing.role);
    const token = newToken();
    const record: InvitationRecord = {
      ...existing,
      expiresAt: new Date(options.now.getTime() + INVITATION_TTL_DAYS * DAY_MS).toISOString(),
      sends: existing.sends + 1,
      tokenHash: tokenHash(token),
    };
    tx.invitations.put(record);
    tx.audit.record({
      target: `invitation/${invitationId}`,
      summary: 'Sent an invitation again',
      subjectName: existing.email,
    });
    const invitation = publicInvitation(record);
    queueInvitationMail(tx, org, organisation, actor, invitation, token, options);
    return invitation;
  });
}

/** Withdraws an invitation and frees its seat. */
export async function revokeInvitation(
  org: OrgData,
  actor: Actor,
  invitationId: string,
): Promise<{ revoked: true }> {
  return org.transaction(async (tx) => {
    const organisation = await requireOrganisation(tx);
    const existing = await tx.invitations.get(invitationId);
    if (!existing) throw invitationNotFound();
    assertMayHandleRole(actor, existing.role);
    tx.invitations.delete(invitationId);
    tx.organisation.setCounts({ invitationCount: Math.max(0, (organisation.invitationCount ?? 0) - 1) });
    tx.audit.record({
      target: `invitation/${invitationId}`,
      summary: 'Withdrew an invitation',
      subjectName: existing.email,
    });
    return { revoked: true as const };
  });
}

/**
 * Refuses to leave the organisation without an owner. The owners are listed outside the
 * transaction and each re-read inside it: a concurrent demotion of another owner writes one of
 * those documents, so one of the two transactions retries and sees it. (Someone promoted to
 * owner meanwhile is not counted: the check can only err on the safe side.)
 */
export async function assertAnotherOwner(
  tx: OrgTransaction,
  ownerUids: string[],
  leaving: string,
  what: string,
): Promise<void> {
  const others = await Promise.all(
    ownerUids.filter((uid) => uid !== leaving).map((uid) => tx.members.get(uid)),
  );
  if (!others.some((member) => member?.role === 'owner')) {
    throw new DomainError(
      'failed-precondition',
      `The organisation needs an owner: make someone else an owner before you ${what}.`,
      { reason: 'last-owner' },
    );
  }
}

export async function ownerUidsOf(org: OrgData): Promise<string[]> {
  return (await org.memberships.members())
    .filter((member) => member.role === 'owner')
    .map((member) => member.uid);
}

export async function changeRole(
  org: OrgData,
  access: MemberAccess,
  actor: Actor,
  input: ChangeRoleInput,
): Promise<Member> {
  const owners = await ownerUidsOf(org);
  const { member, secondFactor } = await org.transaction(async (tx) => {
    const secondFactor = (await requireOrganisation(tx)).requireSecondFactor === true;
    const current = await tx.members.get(input.uid);
    if (!current) throw memberNotFound();
    if (current.role === input.role) return { member: current, secondFactor };
    assertMayHandleRole(actor, current.role);
    assertMayHandleRole(actor, input.role);
    if (current.role === 'owner') await assertAnotherOwner(tx, owners, current.uid, 'change your role');
    const changed: Member = { ...current, role: input.role };
    tx.members.put(changed);
    tx.audit.record({
      target: `member/${current.uid}`,
      summary: `Changed a role from ${roleNames[current.role]} to ${roleNames[input.role]}`,
      subjectName: current.email || current.displayName,
      changedFields: ['role'],
    });
    return { member: changed, secondFactor };
  });
  await access.apply(member.uid, { role: member.role, secondFactor });
  return member;
}

export async function removeMember(
  org: OrgData,
  access: MemberAccess,
  actor: Actor,
  uid: string,
): Promise<{ removed: true }> {
  const owners = await ownerUidsOf(org);
  const removed = await org.transaction(async (tx) => {
    const organisation = await requireOrganisation(tx);
    const current = await tx.members.get(uid);
    if (!current) return false;
    assertMayHandleRole(actor, current.role);
    if (current.role === 'owner') await assertAnotherOwner(tx, owners, current.uid, 'leave');
    tx.members.remove(uid);
    tx.organisation.setCounts({ memberCount: Math.max(0, organisation.memberCount - 1) });
    tx.audit.record({
      target: `member/${uid}`,
      summary: `Removed a member (${roleNames[current.role]})`,
      subjectName: current.email || current.displayName,
    });
    return true;
  });
  if (!removed) {
    // Retried after the document went: finish the Auth side if it is still a member's.
    if (!(await access.claimsHere(uid))) throw memberNotFound();
  }
  await access.apply(uid, null);
  return { removed: true as const };
}

export interface Invitee {
  uid: string;
  email: string | null;
  name: string | null;
}

export interface SelfClaims {
  claims(): Promise<Record<string, unknown> | null>;
  setClaims(claims: Record<string, unknown>): Promise<void>;
}

/**
 * Joins the inviting organisation: the link's token must match the stored hash and not be
 * expired, and the caller must be signed in with the invited address. An account that belongs
 * to other organisations (or is a shared user elsewhere) keeps them: it gains this membership,
 * which becomes its active organisation. A link works once.
 */
export async function acceptInvitation(
  self: SelfClaims,
  invitingOrg: OrgData,
  invitee: Invitee,
  input: AcceptInput,
  now: Date,
): Promise<{ tid: string; role: MemberRole }> {
  const tid = invitingOrg.tid;
  const current = await self.claims();
  if (!current) throw new DomainError('unauthenticated', 'Your account no longer exists. Sign in again.');
  const joined = await invitingOrg.transaction(async (tx) => {
    const organisation = await tx.organisation.get();
    const invitation = await tx.invitations.get(input.invitationId);
    // A used link is gone with its invitation: the same answer as an unknown or expired one.
    if (
      !organisation ||
      !invitation ||
      invitation.tokenHash !== tokenHash(input.token) ||
      Date.parse(invitation.expiresAt) <= now.getTime()
    )
      throw linkNotValid();
    if ((invitee.email ?? '').toLowerCase() !== invitation.email) {
      throw new DomainError(
        'permission-denied',
        'This invitation is for another email address. Sign in with the address it was sent to.',
        { reason: 'invitation-other-email' },
      );
    }
    // Read before the writes (a transaction's rule): the domain may require single sign-on.
    const sso = await tx.ssoDomains.requiredProvider(invitation.email);
    const member: Member = {
      uid: invitee.uid,
      email: invitation.email,
      displayName: invitee.name ?? invitation.email.split('@')[0] ?? '',
      role: invitation.role,
      joinedAt: now.toISOString(),
    };
    tx.members.put(member);
    tx.invitations.delete(invitation.id);
    tx.organisation.setCounts({
      memberCount: organisation.memberCount + 1,
      invitationCount: Math.max(0, (organisation.invitationCount ?? 0) - 1),
    });
    tx.audit.record({
      target: `member/${invitee.uid}`,
      summary: `Joined through an invitation as ${roleNames[invitation.role]}`,
      subjectName: invitation.email,
    });
    return {
      ...member,
      secondFactor: organisation.requireSecondFactor === true,
      sso,
    };
  });
  await setJoinedClaims(self, current, tid, joined);
  return { tid, role: joined.role };
}

/**
 * Gives someone who just joined organisation `tid` (an invitation, single sign-on), or switched to
 * it, its claims: the organisation becomes their active one (`{ tid, role }`, `mfa` when it
 * requires two-step sign-in, `sso` when their domain requires single sign-on), the person's own
 * flags kept; their other memberships stay as they are. The caller then refreshes their token;
 * nothing is written when the claims already say so, and no session is ended.
 */
export async function setJoinedClaims(
  self: SelfClaims,
  current: Record<string, unknown>,
  tid: string,
  joined: { role: MemberRole; secondFactor: boolean; sso?: string | undefined },
): Promise<void> {
  const mfa = joined.secondFactor ? true : undefined;
  const { sso } = joined;
  if (current.tid === tid && current.role === joined.role && current.mfa === mfa && current.sso === sso)
    return;
  const claims: Record<string, unknown> = {
    tid,
    role: joined.role,
    ...(mfa ? { mfa } : {}),
    ...(sso ? { sso } : {}),
  };
  for (const name of preservedClaims) if (current[name] !== undefined) claims[name] = current[name];
  await self.setClaims(claims);
}
