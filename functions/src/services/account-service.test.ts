import { describe, expect, it } from 'vitest';
import type { MemberRole } from '@assay/domain/roles';
import { memoryOrgData } from '../../test/support/memory-org-data.ts';
import type { MemoryOrgData } from '../../test/support/memory-org-data.ts';
import type { OwnAccount, OwnOrg } from '../data/identity.ts';
import { memoryAccountMemberships } from '../data/members/account-memberships.ts';
import { ownMemberships } from '../data/members/membership-claims.ts';
import { memberMapper } from '../data/members/members.ts';
import { sharedUserMapper } from '../data/shared-users/shared-users.ts';
import { memoryStore } from '../data/store/memory-store.ts';
import { docAt } from '../data/store/store.ts';
import { deleteAccount, signOutEverywhere, syncEmail, updateProfile } from './account-service.ts';
import type { AccountHolder } from './account-service.ts';
import type { OwnOrganisations } from './account-organisations-service.ts';

const now = new Date('2026-04-01T09:00:00.000Z');

function addMember(org: MemoryOrgData, uid: string, role: MemberRole): void {
  org.store.put(docAt(`orgs/${org.tid}/members/${uid}`, memberMapper), {
    uid,
    email: `${uid}@example.test`,
    displayName: uid,
    role,
    joinedAt: '2026-01-01T00:00:00.000Z',
  });
}

/** A member written as services write them: the member document and the account's index, in one transaction. */
async function join(org: MemoryOrgData, uid: string, role: MemberRole): Promise<void> {
  await org.transaction((tx) => {
    tx.members.put({
      uid,
      email: `${uid}@example.test`,
      displayName: uid,
      role,
      joinedAt: now.toISOString(),
    });
    return Promise.resolve();
  });
}

/** The Auth side in memory: what was done to the caller's own account, in order. */
function fakeAccount(address: { email: string; verified: boolean } | null = null) {
  const done: string[] = [];
  const account: OwnAccount = {
    email: () => Promise.resolve(address),
    setDisplayName: (name) => Promise.resolve(void done.push(`name:${name}`)),
    revokeSessions: () => Promise.resolve(void done.push('revoked')),
    delete: () => Promise.resolve(void done.push('deleted')),
  };
  return { account, done };
}

const holder = (uid: string, systemAdmin = false): AccountHolder => ({
  uid,
  email: `${uid}@example.test`,
  systemAdmin,
});

function orgWith(members: Record<string, MemberRole>) {
  const org = memoryOrgData('org1', { memberCount: Object.keys(members).length });
  for (const [uid, role] of Object.entries(members)) addMember(org, uid, role);
  return org;
}
const asMember = (org: MemoryOrgData, role: MemberRole): OwnOrg => ({ kind: 'member', org, role });

/** `uid`'s index of memberships in `org`'s store (written by the members repository), and the organisations it names. */
function indexIn(org: MemoryOrgData | null, uid: string, others: MemoryOrgData[] = []): OwnOrganisations {
  const orgs = new Map([org, ...others].filter((o) => o !== null).map((o) => [o.tid, o]));
  const store = org?.store ?? memoryStore();
  const memberOrg = (tid: string) => orgs.get(tid) ?? memoryOrgData(tid, null, { store });
  return { memberships: ownMemberships(memoryAccountMemberships(store, uid), memberOrg, uid), memberOrg };
}

/** An organisation that shares tenant t1 with sam@example.test. */
function orgSharedWithSam() {
  const org = memoryOrgData('org1', { sharedUserCount: 1 });
  org.store.put(docAt('orgs/org1/sharedUsers/sam', sharedUserMapper), {
    uid: 'sam',
    email: 'sam@example.test',
    tenantId: 't1',
    invitedBy: 'olive',
    invitedByName: 'Olive',
    invitedAt: '2026-01-01T00:00:00.000Z',
    sentAt: '2026-01-01T00:00:00.000Z',
    sends: 1,
    linkHash: 'abc',
  });
  return org;
}

describe('display name', () => {
  it('changes the account and the membership, audited once; the same name again writes nothing', async () => {
    const org = orgWith({ ed: 'editor' });
    const { account, done } = fakeAccount();
    await expect(
      updateProfile(account, asMember(org, 'editor'), holder('ed'), 'Ed Edwards'),
    ).resolves.toEqual({
      displayName: 'Ed Edwards',
    });
    expect(org.state.members.get('ed')?.displayName).toBe('Ed Edwards');
    expect(org.state.audit).toEqual([
      expect.objectContaining({ target: 'member/ed', summary: 'Changed their display name' }),
    ]);
    await updateProfile(account, asMember(org, 'editor'), holder('ed'), 'Ed Edwards');
    expect(org.state.audit).toHaveLength(1);
    expect(done).toEqual(['name:Ed Edwards', 'name:Ed Edwards']);
  });

  it('changes only the account of someone without an organisation', async () => {
    const { account, done } = fakeAccount();
    await updateProfile(account, null, holder('loner'), 'Lone');
    expect(done).toEqual(['name:Lone']);
  });
});

describe('signing out everywhere', () => {
  it('revokes the sessions of the account', async () => {
    const { account, done } = fakeAccount();
    await expect(signOutEverywhere(account)).resolves.toEqual({ signedOut: true });
    expect(done).toEqual(['revoked']);
  });
});

describe('deleting the account', () => {
  it('refuses an address other than the account’s, naming the field, and touches nothing', async () => {
    const org = orgWith({ ed: 'editor', olive: 'owner' });
    const { account, done } = fakeAccount();
    const error = await deleteAccount(
      account,
      asMember(org, 'editor'),
      indexIn(org, 'ed'),
      holder('ed'),
      'olive@example.test',
      now,
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'invalid-argument',
      details: { fields: [{ path: 'confirmEmail' }] },
    });
    expect(org.state.members.has('ed')).toBe(true);
    expect(done).toEqual([]);
  });

  it('refuses the last owner with what to do instead, and keeps the account', async () => {
    const org = orgWith({ olive: 'owner', ed: 'editor' });
    const { account, done } = fakeAccount();
    const error = await deleteAccount(
      account,
      asMember(org, 'owner'),
      indexIn(org, 'olive'),
      holder('olive'),
      'olive@example.test',
      now,
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'failed-precondition', details: { reason: 'last-owner' } });
    expect((error as Error).message).toContain('make someone else an owner');
    expect(org.state.members.get('olive')?.role).toBe('owner');
    expect(done).toEqual([]);
  });

  it('lets an owner go when another owner remains: membership removed, counted and audited, then the account deleted', async () => {
    const org = orgWith({ olive: 'owner', otto: 'owner', ed: 'editor' });
    const { account, done } = fakeAccount();
    await expect(
      deleteAccount(
        account,
        asMember(org, 'owner'),
        indexIn(org, 'olive'),
        holder('olive'),
        'OLIVE@example.test'.toLowerCase(),
        now,
      ),
    ).resolves.toEqual({ deleted: true });
    expect([...org.state.members.keys()].sort()).toEqual(['ed', 'otto']);
    expect(org.state.organisation?.memberCount).toBe(2);
    expect(org.state.audit).toEqual([
      expect.objectContaining({
        target: 'member/olive',
        summary: 'Deleted their account and left the organisation',
      }),
    ]);
    expect(done).toEqual(['deleted']);
  });

  it('refuses the last owner of any of their organisations before removing a membership anywhere', async () => {
    const a = memoryOrgData('orgA', { memberCount: 2 });
    const b = memoryOrgData('orgB', { memberCount: 1 }, { store: a.store });
    await join(a, 'olive', 'owner');
    await join(a, 'otto', 'owner');
    await join(b, 'olive', 'owner');
    const { account, done } = fakeAccount();
    const error = await deleteAccount(
      account,
      asMember(a, 'owner'),
      indexIn(a, 'olive', [b]),
      holder('olive'),
      'olive@example.test',
      now,
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'failed-precondition', details: { reason: 'last-owner' } });
    expect(a.state.members.has('olive')).toBe(true);
    expect(b.state.members.has('olive')).toBe(true);
    expect(done).toEqual([]);
  });

  it('removes every membership, audited in each organisation, and the index with them', async () => {
    const a = memoryOrgData('orgA', { memberCount: 1 });
    const b = memoryOrgData('orgB', { memberCount: 2 }, { store: a.store });
    await join(a, 'ed', 'editor');
    await join(b, 'ed', 'viewer');
    await join(b, 'otto', 'owner');
    const { account, done } = fakeAccount();
    // Active in B: A is reached through the index alone.
    await deleteAccount(
      account,
      asMember(b, 'viewer'),
      indexIn(a, 'ed', [b]),
      holder('ed'),
      'ed@example.test',
      now,
    );
    expect(a.state.members.has('ed')).toBe(false);
    expect(b.state.members.has('ed')).toBe(false);
    expect(a.state.audit).toEqual([expect.objectContaining({ target: 'member/ed' })]);
    expect(b.state.audit).toEqual([expect.objectContaining({ target: 'member/ed' })]);
    await expect(memoryAccountMemberships(a.store, 'ed').list()).resolves.toEqual([]);
    expect(done).toEqual(['deleted']);
  });

  it('refuses a system admin, who must lose the admin role first', async () => {
    const { account, done } = fakeAccount();
    const error = await deleteAccount(
      account,
      null,
      indexIn(null, 'root'),
      holder('root', true),
      'root@example.test',
      now,
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'failed-precondition', details: { reason: 'system-admin' } });
    expect(done).toEqual([]);
  });

  it('ends a shared user’s share (counted and audited in the organisation) before deleting the account', async () => {
    const org = orgSharedWithSam();
    const { account, done } = fakeAccount();
    await deleteAccount(
      account,
      { kind: 'shared', org },
      indexIn(org, 'sam'),
      holder('sam'),
      'sam@example.test',
      now,
    );
    const stored = sharedUserMapper.fromDoc(org.store.docs.get('orgs/org1/sharedUsers/sam')!);
    expect(stored).toMatchObject({ revokedAt: now.toISOString() });
    expect(stored.linkHash).toBeUndefined();
    expect(org.state.organisation?.sharedUserCount).toBe(0);
    expect(org.state.audit).toEqual([expect.objectContaining({ target: 'sharedUser/sam', tenantId: 't1' })]);
    expect(done).toEqual(['deleted']);
  });

  it('deletes the account of someone without an organisation', async () => {
    const { account, done } = fakeAccount();
    await deleteAccount(account, null, indexIn(null, 'loner'), holder('loner'), 'loner@example.test', now);
    expect(done).toEqual(['deleted']);
  });
});

describe('email address on record', () => {
  it("copies the account's new, verified address onto the membership, audited with both addresses", async () => {
    const org = orgWith({ ed: 'editor' });
    const { account } = fakeAccount({ email: 'ed.new@example.test', verified: true });
    await expect(syncEmail(account, asMember(org, 'editor'), holder('ed'))).resolves.toEqual({
      email: 'ed.new@example.test',
      updated: true,
    });
    expect(org.state.members.get('ed')?.email).toBe('ed.new@example.test');
    expect(org.state.audit).toEqual([
      expect.objectContaining({
        target: 'member/ed',
        summary: 'Changed their email address from ed@example.test to ed.new@example.test',
        changedFields: ['email'],
      }),
    ]);
  });

  it('writes nothing when the address is the same, or not verified', async () => {
    const org = orgWith({ ed: 'editor' });
    const same = fakeAccount({ email: 'ed@example.test', verified: true }).account;
    await expect(syncEmail(same, asMember(org, 'editor'), holder('ed'))).resolves.toEqual({
      email: 'ed@example.test',
      updated: false,
    });
    const unverified = fakeAccount({ email: 'ed.new@example.test', verified: false }).account;
    await expect(syncEmail(unverified, asMember(org, 'editor'), holder('ed'))).resolves.toMatchObject({
      updated: false,
    });
    expect(org.state.members.get('ed')?.email).toBe('ed@example.test');
    expect(org.state.audit).toEqual([]);
  });

  it("updates a shared user's share, audited under its tenant", async () => {
    const org = orgSharedWithSam();
    const { account } = fakeAccount({ email: 'sam@new.example.test', verified: true });
    await syncEmail(account, { kind: 'shared', org }, holder('sam'));
    const stored = sharedUserMapper.fromDoc(org.store.docs.get('orgs/org1/sharedUsers/sam')!);
    expect(stored.email).toBe('sam@new.example.test');
    expect(org.state.audit).toEqual([expect.objectContaining({ target: 'sharedUser/sam', tenantId: 't1' })]);
  });
});
