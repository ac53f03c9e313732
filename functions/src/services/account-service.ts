// The signed-in person's own account. What Assay keeps about them (their memberships or their
// tenant share) changes first, with its audit entry, in each organisation's transaction; the
// Firebase Auth account after, so a retry of a call that failed half-way finishes the job.
import type { CustomClaims } from '@assay/domain/claims';
import { DomainError } from '@assay/domain/errors';
import type { OwnAccount, OwnOrg } from '../data/identity.ts';
import type { OrgData } from '../data/org-data.ts';
import type { OwnOrganisations } from './account-organisations-service.ts';
import { assertAnotherOwner, ownerUidsOf } from './members-service.ts';

/** The caller as verified claims describe them. */
export interface AccountHolder {
  uid: string;
  email: string | null;
  systemAdmin: boolean;
}

export function holderOf(ctx: { uid: string; email: string | null; claims: CustomClaims }): AccountHolder {
  return { uid: ctx.uid, email: ctx.email, systemAdmin: ctx.claims.adminUI === true };
}

export async function updateProfile(
  account: OwnAccount,
  own: OwnOrg | null,
  holder: AccountHolder,
  displayName: string,
): Promise<{ displayName: string }> {
  if (own?.kind === 'member') {
    await own.org.transaction(async (tx) => {
      const member = await tx.members.get(holder.uid);
      if (!member || member.displayName === displayName) return;
      tx.members.put({ ...member, displayName });
      tx.audit.record({
        target: `member/${holder.uid}`,
        summary: 'Changed their display name',
        subjectName: member.email || displayName,
        changedFields: ['displayName'],
      });
    });
  }
  await account.setDisplayName(displayName);
  return { displayName };
}

/**
 * Copies the account's current, verified address onto what Assay keeps of the caller: their
 * membership or their tenant share (audited there). The address is read from Firebase Auth, not
 * from the token, so a token minted before the change cannot write an old address back.
 */
export async function syncEmail(
  account: OwnAccount,
  own: OwnOrg | null,
  holder: AccountHolder,
): Promise<{ email: string | null; updated: boolean }> {
  const current = await account.email();
  if (!current?.verified || !own) return { email: current?.email ?? null, updated: false };
  const { email } = current;
  const updated = await own.org.transaction(async (tx) => {
    if (own.kind === 'member') {
      const member = await tx.members.get(holder.uid);
      if (!member || member.email === email) return false;
      tx.members.put({ ...member, email });
      tx.audit.record({
        target: `member/${holder.uid}`,
        summary: `Changed their email address from ${member.email} to ${email}`,
        subjectName: email,
        changedFields: ['email'],
      });
      return true;
    }
    const shared = await tx.sharedUsers.get(holder.uid);
    if (!shared || shared.revokedAt || shared.email === email) return false;
    tx.sharedUsers.put({ ...shared, email });
    tx.audit.record({
      target: `sharedUser/${holder.uid}`,
      tenantId: shared.tenantId,
      summary: `Changed their email address from ${shared.email} to ${email}`,
      subjectName: email,
      changedFields: ['email'],
    });
    return true;
  });
  return { email, updated };
}

export async function signOutEverywhere(account: OwnAccount): Promise<{ signedOut: true }> {
  await account.revokeSessions();
  return { signedOut: true as const };
}

/** Every organisation the caller is a member of: their index, and the active one of their claims. */
function memberOrgsOf(
  listed: readonly { tid: string }[],
  own: OwnOrg | null,
  memberOrg: (tid: string) => OrgData,
): OrgData[] {
  const tids = new Set(listed.map(({ tid }) => tid));
  if (own?.kind === 'member') tids.add(own.org.tid);
  return [...tids].map((tid) => (own?.kind === 'member' && own.org.tid === tid ? own.org : memberOrg(tid)));
}

/**
 * Deletes the account once the caller typed its address. A system admin is refused (another
 * admin removes the role first), and so is the last owner of any of their organisations: it
 * would be left with no one to run it. Every organisation is checked before anything is
 * written; then each membership is removed in its organisation's transaction (the owner check
 * again, audited there), the tenant share ended, and the Firebase Auth account deleted.
 */
export async function deleteAccount(
  account: OwnAccount,
  own: OwnOrg | null,
  memberships: OwnOrganisations,
  holder: AccountHolder,
  confirmEmail: string,
  now: Date,
): Promise<{ deleted: true }> {
  if (!holder.email || confirmEmail !== holder.email.toLowerCase()) {
    const message = "Enter your account's email address to confirm";
    throw new DomainError('invalid-argument', `Invalid input — confirmEmail: ${message}`, {
      fields: [{ path: 'confirmEmail', rule: 'confirm-email', message }],
    });
  }
  if (holder.systemAdmin) {
    throw new DomainError(
      'failed-precondition',
      "A system admin's account cannot be deleted here: ask another system admin to remove your admin access first.",
      { reason: 'system-admin' },
    );
  }
  const orgs = memberOrgsOf(await memberships.memberships.list(), own, (tid) => memberships.memberOrg(tid));
  const owners = await Promise.all(orgs.map((org) => ownerUidsOf(org)));
  const leave = (org: OrgData, index: number, write: boolean) =>
    org.transaction(async (tx) => {
      const member = await tx.members.get(holder.uid);
      if (!member) return;
      if (member.role === 'owner')
        await assertAnotherOwner(tx, owners[index] ?? [], holder.uid, 'delete your account');
      if (!write) return;
      const organisation = await tx.organisation.get();
      tx.members.remove(holder.uid);
      if (organisation) tx.organisation.setCounts({ memberCount: Math.max(0, organisation.memberCount - 1) });
      tx.audit.record({
        target: `member/${holder.uid}`,
        summary: 'Deleted their account and left the organisation',
        subjectName: member.email || member.displayName,
      });
    });
  // Refused as a whole: no membership goes while one organisation would be left without an owner.
  for (const [index, org] of orgs.entries()) await leave(org, index, false);
  for (const [index, org] of orgs.entries()) await leave(org, index, true);
  if (own?.kind === 'shared') {
    await own.org.transaction(async (tx) => {
      const shared = await tx.sharedUsers.get(holder.uid);
      if (!shared || shared.revokedAt) return;
      const organisation = await tx.organisation.get();
      const { linkHash: _dead, ...rest } = shared;
      tx.sharedUsers.put({ ...rest, revokedAt: now.toISOString() });
      if (organisation)
        tx.organisation.setCounts({ sharedUserCount: Math.max(0, (organisation.sharedUserCount ?? 0) - 1) });
      tx.audit.record({
        target: `sharedUser/${holder.uid}`,
        tenantId: shared.tenantId,
        summary: 'Deleted their account; the tenant is no longer shared with them',
        subjectName: shared.email,
      });
    });
  }
  await account.delete();
  return { deleted: true as const };
}
