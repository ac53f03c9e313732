// One's own account on the emulators: the name reaches Auth and the membership, signing out
// everywhere ends every session at once, and deleting the account leaves no membership behind
// (but never the organisation's last owner).
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, adminDb, callFunction, callOk, signIn, TEST_PASSWORD } from './support/emulators.ts';
import { addMember, addSharedUser, createOrgWithMembers, createWorld } from './support/world.ts';
import type { World } from './support/world.ts';

let world: World;

beforeAll(async () => {
  world = await createWorld();
});

const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));
const memberDoc = (tid: string, uid: string) =>
  adminDb().collection('orgs').doc(tid).collection('members').doc(uid).get();
const auditOf = async (tid: string, uid: string) =>
  (
    await adminDb()
      .collection('orgs')
      .doc(tid)
      .collection('audit')
      .where('target', '==', `member/${uid}`)
      .get()
  ).docs.map((doc) => doc.get('summary') as string);

describe('account-updateProfile', () => {
  it('sets the name on the Auth account and on the membership, audited in the organisation', async () => {
    const member = await addMember(world.orgA, 'editor', 'renamed');
    expect(await callOk('account-updateProfile', { displayName: '  Rena Med ' }, member.idToken)).toEqual({
      displayName: 'Rena Med',
    });
    expect((await adminAuth().getUser(member.uid)).displayName).toBe('Rena Med');
    expect((await memberDoc(world.orgA.id, member.uid)).get('displayName')).toBe('Rena Med');
    expect(await auditOf(world.orgA.id, member.uid)).toEqual(['Changed their display name']);
  });

  it('refuses an empty name, naming the field', async () => {
    const member = await addMember(world.orgA, 'viewer', 'nameless');
    expect(await callFunction('account-updateProfile', { displayName: '   ' }, member.idToken)).toMatchObject(
      {
        ok: false,
        code: 'invalid-argument',
        details: { fields: [expect.objectContaining({ path: 'displayName' })] },
      },
    );
    expect((await adminAuth().getUser(member.uid)).displayName).toBe('nameless');
  });
});

describe('account-syncEmail', () => {
  it("copies the account's new verified address onto the membership once, audited", async () => {
    const member = await addMember(world.orgA, 'editor', 'mover');
    const moved = `moved-${member.uid.slice(0, 8)}@example.test`;
    // As after verifyBeforeUpdateEmail: Auth holds the new, verified address.
    await adminAuth().updateUser(member.uid, { email: moved, emailVerified: true });
    expect(await callOk('account-syncEmail', {}, member.idToken)).toEqual({ email: moved, updated: true });
    expect((await memberDoc(world.orgA.id, member.uid)).get('email')).toBe(moved);
    expect(await auditOf(world.orgA.id, member.uid)).toEqual([
      `Changed their email address from ${member.email} to ${moved}`,
    ]);
    expect(await callOk('account-syncEmail', {}, member.idToken)).toEqual({ email: moved, updated: false });
    expect(await auditOf(world.orgA.id, member.uid)).toHaveLength(1);
  });

  it("leaves the record alone while the new address is unverified, and updates a shared user's share", async () => {
    const member = await addMember(world.orgA, 'viewer', 'unverified');
    await adminAuth().updateUser(member.uid, { email: 'not-yet@example.test', emailVerified: false });
    expect(await callOk('account-syncEmail', {}, member.idToken)).toMatchObject({ updated: false });
    expect((await memberDoc(world.orgA.id, member.uid)).get('email')).toBe(member.email);

    const shared = await addSharedUser(world.orgA, world.t1.id, 'shared-mover');
    await adminAuth().updateUser(shared.uid, { email: 'shared-moved@example.test', emailVerified: true });
    // As after verifyBeforeUpdateEmail, the person signs in again with the new address (the change may
    // end the older sessions: the Auth emulator moves the account's valid-after time).
    const signedIn = await signIn('shared-moved@example.test', TEST_PASSWORD);
    expect(await callOk('account-syncEmail', {}, signedIn)).toMatchObject({ updated: true });
    const record = await adminDb()
      .collection('orgs')
      .doc(world.orgA.id)
      .collection('sharedUsers')
      .doc(shared.uid)
      .get();
    expect(record.get('email')).toBe('shared-moved@example.test');
  });
});

describe('account-signOutEverywhere', () => {
  it('ends every session: a token of another device is refused on its next call', async () => {
    const member = await addMember(world.orgA, 'viewer', 'everywhere');
    const otherDevice = await signIn(member.email, TEST_PASSWORD);
    await nextSecond();
    await callOk('account-signOutEverywhere', {}, member.idToken);
    for (const token of [otherDevice, member.idToken])
      expect(await callFunction('tenants-get', { tenantId: world.t1.id }, token)).toMatchObject({
        ok: false,
        code: 'unauthenticated',
        details: { reason: 'session-revoked' },
      });
    await nextSecond();
    const fresh = await signIn(member.email, TEST_PASSWORD);
    expect(await callFunction('tenants-get', { tenantId: world.t1.id }, fresh)).toMatchObject({ ok: true });
  });
});

describe('account-delete', () => {
  it('refuses a confirmation that is not the account’s address, naming the field', async () => {
    const member = await addMember(world.orgA, 'viewer', 'unsure');
    expect(
      await callFunction('account-delete', { confirmEmail: 'someone@else.test' }, member.idToken),
    ).toMatchObject({ ok: false, code: 'invalid-argument', details: { fields: [{ path: 'confirmEmail' }] } });
    await expect(adminAuth().getUser(member.uid)).resolves.toMatchObject({ uid: member.uid });
  });

  it('refuses the last owner with what to do instead; deletes a member: membership, count, audit, account', async () => {
    const {
      org,
      users: { owner, leaver },
    } = await createOrgWithMembers('Account Org', 'team', { owner: 'owner', leaver: 'editor' });
    const ownerToken = owner.idToken;
    const leaverToken = leaver.idToken;

    const refused = await callFunction('account-delete', { confirmEmail: owner.email }, ownerToken);
    expect(refused).toMatchObject({
      ok: false,
      code: 'failed-precondition',
      details: { reason: 'last-owner' },
    });
    expect((await memberDoc(org.id, owner.uid)).exists).toBe(true);
    await expect(adminAuth().getUser(owner.uid)).resolves.toMatchObject({ uid: owner.uid });

    expect(await callOk('account-delete', { confirmEmail: leaver.email.toUpperCase() }, leaverToken)).toEqual(
      {
        deleted: true,
      },
    );
    expect((await memberDoc(org.id, leaver.uid)).exists).toBe(false);
    expect((await adminDb().collection('orgs').doc(org.id).get()).get('memberCount')).toBe(1);
    expect(await auditOf(org.id, leaver.uid)).toEqual(['Deleted their account and left the organisation']);
    await expect(adminAuth().getUser(leaver.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect(await callFunction('tenants-list', {}, leaverToken)).toMatchObject({
      ok: false,
      code: 'unauthenticated',
    });
  });

  it('ends a shared user’s share before deleting the account', async () => {
    const shared = await addSharedUser(world.orgA, world.t1.id, 'shared-leaver');
    await callOk('account-delete', { confirmEmail: shared.email }, shared.idToken);
    const record = await adminDb()
      .collection('orgs')
      .doc(world.orgA.id)
      .collection('sharedUsers')
      .doc(shared.uid)
      .get();
    expect(record.get('revokedAt')).not.toBeNull();
    await expect(adminAuth().getUser(shared.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('refuses a system admin', async () => {
    expect(
      await callFunction(
        'account-delete',
        { confirmEmail: world.users.sysadmin.email },
        world.users.sysadmin.idToken,
      ),
    ).toMatchObject({ ok: false, code: 'failed-precondition', details: { reason: 'system-admin' } });
  });
});
