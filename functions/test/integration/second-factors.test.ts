// Resetting a lost second step on the emulators: an owner resets a member's, a system admin an
// owner's; the factors are gone from Auth, the sessions end, and the audit logs say so.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, adminDb, callFunction, callOk } from './support/emulators.ts';
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
