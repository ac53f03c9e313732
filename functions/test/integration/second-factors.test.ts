// Two-step sign-in on the emulators. Resetting a lost second step: an owner resets a member's, a
// system admin an owner's; the factors are gone from Auth, the sessions end, and the audit logs
// say so. The policy "every member signs in with a second step": members without one are turned
// away from their organisation's data until they sign in with one.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_PASSWORD,
  adminAuth,
  adminDb,
  callFunction,
  callOk,
  signIn,
  signInWithPhoneStep,
} from './support/emulators.ts';
import { addMember, createWorld } from './support/world.ts';
import type { World } from './support/world.ts';

let world: World;

beforeAll(async () => {
  world = await createWorld();
});

const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));

/** As after enrolling a phone on the account page. */
async function enrolPhone(uid: string, phoneNumber: string): Promise<void> {
  await adminAuth().updateUser(uid, {
    emailVerified: true,
    multiFactor: {
      enrolledFactors: [
        { uid: `phone-${uid.slice(0, 8)}`, factorId: 'phone', phoneNumber, displayName: 'Work phone' },
      ],
    },
  });
}
const factorsOf = async (uid: string) => (await adminAuth().getUser(uid)).multiFactor?.enrolledFactors ?? [];

describe('members-list', () => {
  it('tells owners and admins who signs in with a second step, from Auth; editors and viewers are not told', async () => {
    const withPhone = await addMember(world.orgA, 'viewer', 'listed-with-phone');
    const without = await addMember(world.orgA, 'viewer', 'listed-without');
    await enrolPhone(withPhone.uid, '+15555550120');
    type Listed = { members: { uid: string; secondFactor?: boolean }[] };
    const secondFactorOf = (list: Listed, uid: string) =>
      list.members.find((member) => member.uid === uid)?.secondFactor;
    for (const viewer of [world.users.ownerA, world.users.adminA]) {
      const list = await callOk<Listed>('members-list', {}, viewer.idToken);
      expect(secondFactorOf(list, withPhone.uid)).toBe(true);
      expect(secondFactorOf(list, without.uid)).toBe(false);
    }
    const asViewer = await callOk<Listed>('members-list', {}, without.idToken);
    expect(asViewer.members.map((member) => member.uid)).toContain(withPhone.uid);
    expect(asViewer.members.some((member) => 'secondFactor' in member)).toBe(false);
  });
});

describe('members-resetSecondFactors', () => {
  it("removes a member's second steps, ends their sessions and audits it in the organisation", async () => {
    const member = await addMember(world.orgA, 'editor', 'lost-phone');
    await enrolPhone(member.uid, '+15555550101');
    expect(await factorsOf(member.uid)).toHaveLength(1);
    await nextSecond();
    expect(
      await callOk('members-resetSecondFactors', { uid: member.uid }, world.users.ownerA.idToken),
    ).toEqual({ uid: member.uid, removed: 1 });
    expect(await factorsOf(member.uid)).toHaveLength(0);
    expect(await callFunction('tenants-get', { tenantId: world.t1.id }, member.idToken)).toMatchObject({
      ok: false,
      code: 'unauthenticated',
      details: { reason: 'session-revoked' },
    });
    const audit = await adminDb()
      .collection('orgs')
      .doc(world.orgA.id)
      .collection('audit')
      .where('target', '==', `member/${member.uid}`)
      .get();
    expect(audit.docs.map((doc) => doc.get('summary') as string)).toEqual([
      'Reset their two-step sign-in (1 second step removed)',
    ]);
  });

  it("refuses an admin (owners only) and an owner's factors (a system admin's task)", async () => {
    const member = await addMember(world.orgA, 'viewer', 'kept-phone');
    await enrolPhone(member.uid, '+15555550102');
    expect(
      await callFunction('members-resetSecondFactors', { uid: member.uid }, world.users.adminA.idToken),
    ).toMatchObject({ ok: false, code: 'permission-denied' });
    const owner = await addMember(world.orgA, 'owner', 'owner-phone');
    await enrolPhone(owner.uid, '+15555550103');
    expect(
      await callFunction('members-resetSecondFactors', { uid: owner.uid }, world.users.ownerA.idToken),
    ).toMatchObject({ ok: false, code: 'failed-precondition', details: { reason: 'owner' } });
    expect(await factorsOf(member.uid)).toHaveLength(1);
    expect(await factorsOf(owner.uid)).toHaveLength(1);

    // The system admin resets the owner's.
    expect(
      await callOk('service-resetSecondFactors', { uid: owner.uid }, world.users.sysadmin.idToken),
    ).toEqual({ uid: owner.uid, removed: 1 });
    expect(await factorsOf(owner.uid)).toHaveLength(0);
  });
});

describe('org-setSecondFactorPolicy', () => {
  it('turns members without a second step away until they sign in with one', async () => {
    const { orgB, tb } = world;
    const owner = world.users.ownerB;
    const editor = await addMember(orgB, 'editor', 'policy-editor');
    const listTenants = (idToken: string) => callFunction('tenants-list', {}, idToken);

    // An owner signed in with a password alone cannot require a second step of others.
    expect(await callFunction('org-setSecondFactorPolicy', { required: true }, owner.idToken)).toMatchObject({
      ok: false,
      code: 'failed-precondition',
      details: { reason: 'own-second-factor-missing' },
    });
    await enrolPhone(owner.uid, '+15555550110');
    const ownerToken = await signInWithPhoneStep(owner.email, TEST_PASSWORD);
    await nextSecond();
    expect(await callOk('org-setSecondFactorPolicy', { required: true }, ownerToken)).toEqual({
      required: true,
      membersSignedOut: 1,
    });
    expect((await adminAuth().getUser(editor.uid)).customClaims).toMatchObject({ tid: orgB.id, mfa: true });

    // The editor's session ended; signed in again with a password alone, the organisation's data stays closed.
    expect(await listTenants(editor.idToken)).toMatchObject({ ok: false, code: 'unauthenticated' });
    const passwordOnly = await signIn(editor.email, TEST_PASSWORD);
    expect(await listTenants(passwordOnly)).toMatchObject({
      ok: false,
      code: 'permission-denied',
      details: { reason: 'second-factor-policy' },
    });
    expect(await callFunction('tenants-get', { tenantId: tb.id }, passwordOnly)).toMatchObject({
      ok: false,
      code: 'permission-denied',
    });
    // Their own account stays reachable, to add the second step.
    expect(await callFunction('account-syncEmail', {}, passwordOnly)).toMatchObject({ ok: true });

    await enrolPhone(editor.uid, '+15555550111');
    expect(await listTenants(await signInWithPhoneStep(editor.email, TEST_PASSWORD))).toMatchObject({
      ok: true,
    });
    // The owner kept their session.
    expect(await listTenants(ownerToken)).toMatchObject({ ok: true });

    // Turned off: the mark leaves every member's claims, and no session ends.
    expect(await callOk('org-setSecondFactorPolicy', { required: false }, ownerToken)).toEqual({
      required: false,
      membersSignedOut: 0,
    });
    expect((await adminAuth().getUser(editor.uid)).customClaims).not.toHaveProperty('mfa');
    expect(await listTenants(ownerToken)).toMatchObject({ ok: true });
    const audit = await adminDb()
      .collection('orgs')
      .doc(orgB.id)
      .collection('audit')
      .where('action', '==', 'org-setSecondFactorPolicy')
      .get();
    expect(audit.docs.map((doc) => doc.get('summary') as string).sort()).toEqual([
      'Required two-step sign-in of every member',
      'Stopped requiring two-step sign-in of members',
    ]);
  });
});
