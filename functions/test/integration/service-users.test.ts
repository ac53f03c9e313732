// The service console's users tab against the emulators: find, look up, disable / enable and
// sign out everywhere, each taking effect on the user's next call and audited globally.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuth,
  adminDb,
  callFunction,
  callOk,
  createUser,
  signIn,
  TEST_PASSWORD,
} from './support/emulators.ts';
import type { TestUser } from './support/emulators.ts';
import { createOrgWithMembers } from './support/world.ts';

let sysadmin: TestUser;

beforeAll(async () => {
  sysadmin = await createUser('svc-users-admin', { adminUI: true });
});

/** Sign-in times are whole seconds: a token signed in the same second as a revoke would still pass. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));

async function auditOf(uid: string) {
  const snap = await adminDb().collection('audit').where('target', '==', `user/${uid}`).get();
  return snap.docs.map((doc) => doc.data());
}

describe('service-findUser and service-getUser', () => {
  it('find a member by email and show their organisation by name, role, providers and state', async () => {
    const {
      org,
      users: { owner },
    } = await createOrgWithMembers('Svc users', 'team', {
      owner: { role: 'owner', claims: { sysdev: true } },
    });
    expect(await callOk('service-findUser', { email: owner.email.toUpperCase() }, sysadmin.idToken)).toEqual({
      uid: owner.uid,
    });
    const user = await callOk('service-getUser', { uid: owner.uid }, sysadmin.idToken);
    expect(user).toMatchObject({
      uid: owner.uid,
      email: owner.email,
      disabled: false,
      providers: ['password'],
      systemAdmin: false,
      systemDeveloper: true,
      membership: { tid: org.id, role: 'owner', organisationName: org.name },
      shared: null,
    });
    expect(Date.parse((user as { lastSignInAt: string }).lastSignInAt)).toBeGreaterThan(0);
  });

  it('answer not-found for an unknown email or uid', async () => {
    expect(
      await callFunction('service-findUser', { email: 'nobody@it.assay.test' }, sysadmin.idToken),
    ).toMatchObject({ ok: false, code: 'not-found' });
    expect(await callFunction('service-getUser', { uid: 'no-such-user' }, sysadmin.idToken)).toMatchObject({
      ok: false,
      code: 'not-found',
    });
  });
});

describe('service-setUserDisabled', () => {
  it('disables an account (its next call is refused, it cannot sign in) and enables it again, audited', async () => {
    const target = await createUser('svc-users-disable', { adminUI: true });
    await nextSecond();
    expect(
      await callOk('service-setUserDisabled', { uid: target.uid, disabled: true }, sysadmin.idToken),
    ).toEqual({ uid: target.uid, disabled: true });
    expect((await adminAuth().getUser(target.uid)).disabled).toBe(true);
    expect(await callFunction('service-listOutbox', {}, target.idToken)).toMatchObject({
      ok: false,
      code: 'unauthenticated',
      details: { reason: 'session-revoked' },
    });
    await expect(signIn(target.email, TEST_PASSWORD)).rejects.toThrow();

    await callOk('service-setUserDisabled', { uid: target.uid, disabled: false }, sysadmin.idToken);
    const token = await signIn(target.email, TEST_PASSWORD);
    expect(await callFunction('service-getUser', { uid: target.uid }, token)).toMatchObject({
      ok: true,
      data: { disabled: false },
    });
    expect((await auditOf(target.uid)).map((entry) => String(entry.summary)).sort()).toEqual([
      'Disabled the account',
      'Enabled the account',
    ]);
  });

  it('refuses the caller’s own account', async () => {
    expect(
      await callFunction('service-setUserDisabled', { uid: sysadmin.uid, disabled: true }, sysadmin.idToken),
    ).toMatchObject({ ok: false, code: 'failed-precondition' });
    expect((await adminAuth().getUser(sysadmin.uid)).disabled).toBe(false);
  });
});

describe('service-revokeUserSessions', () => {
  it('refuses the user’s current token on their next call and records who did it', async () => {
    const target = await createUser('svc-users-revoke', { adminUI: true });
    await nextSecond();
    expect(await callOk('service-revokeUserSessions', { uid: target.uid }, sysadmin.idToken)).toEqual({
      uid: target.uid,
    });
    expect(await callFunction('service-listOutbox', {}, target.idToken)).toMatchObject({
      ok: false,
      code: 'unauthenticated',
      details: { reason: 'session-revoked' },
    });
    expect(
      await callFunction('service-getUser', { uid: target.uid }, await signIn(target.email, TEST_PASSWORD)),
    ).toMatchObject({ ok: true });
    expect(await auditOf(target.uid)).toEqual([
      expect.objectContaining({
        action: 'service-revokeUserSessions',
        actorUid: sysadmin.uid,
        summary: 'Signed the user out everywhere',
      }),
    ]);
  });
});
