// Access changes take effect on the very next call: a still-unexpired ID token signed in before
// the user's access changed (refresh tokens revoked) is refused with `unauthenticated`.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, adminDb, callFunction, callOk, createUser } from './support/emulators.ts';
import type { CallOutcome, TestUser } from './support/emulators.ts';
import { addSharedUser, createWorld } from './support/world.ts';
import type { World } from './support/world.ts';

let world: World;

beforeAll(async () => {
  world = await createWorld();
});

/** Auth keeps revocation times in whole seconds: revoke in a later second than the sign-in. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));

function expectRevoked(outcome: CallOutcome): void {
  expect(outcome).toMatchObject({
    ok: false,
    code: 'unauthenticated',
    details: { reason: 'session-revoked' },
  });
  if (!outcome.ok) expect(outcome.message).toMatch(/sign in again/i);
}

async function securityLogCount(user: TestUser, callable: string, code: string): Promise<number> {
  const snap = await adminDb()
    .collection('securityLog')
    .where('uid', '==', user.uid)
    .where('callable', '==', callable)
    .where('code', '==', code)
    .get();
  return snap.docs.reduce((sum, doc) => sum + Number(doc.get('count') ?? 0), 0);
}

describe('a changed access takes effect on the next call', () => {
  it('refuses a demoted system admin’s old token', async () => {
    const demoted = await createUser('demoted-admin', { adminUI: true });
    expect(await callFunction('service-listParentTenants', { pageSize: 1 }, demoted.idToken)).toMatchObject({
      ok: true,
    });
    await nextSecond();
    await callOk(
      'service-setSystemAdmin',
      { uid: demoted.uid, enabled: false },
      world.users.sysadmin.idToken,
    );
    expectRevoked(await callFunction('service-listParentTenants', { pageSize: 1 }, demoted.idToken));
    expect(await securityLogCount(demoted, 'service-listParentTenants', 'unauthenticated')).toBe(1);
  });

  it('refuses a removed member’s old token (claims cleared and refresh tokens revoked)', async () => {
    const removed = await createUser('removed-member', { tid: world.orgA.id, role: 'editor' });
    expect(await callFunction('tenants-get', { tenantId: world.t1.id }, removed.idToken)).toMatchObject({
      ok: true,
    });
    await nextSecond();
    await adminAuth().setCustomUserClaims(removed.uid, null);
    await adminAuth().revokeRefreshTokens(removed.uid);
    expectRevoked(await callFunction('tenants-get', { tenantId: world.t1.id }, removed.idToken));
    expectRevoked(
      await callFunction('tenants-create', { name: 'After removal', kind: 'client' }, removed.idToken),
    );
  });

  it('refuses a revoked shared user’s old token', async () => {
    const shared = await addSharedUser(world.orgA, world.t1.id, 'revoked-shared');
    expect(await callFunction('tenants-get', { tenantId: world.t1.id }, shared.idToken)).toMatchObject({
      ok: true,
    });
    await nextSecond();
    await adminAuth().setCustomUserClaims(shared.uid, null);
    await adminAuth().revokeRefreshTokens(shared.uid);
    expectRevoked(await callFunction('tenants-get', { tenantId: world.t1.id }, shared.idToken));
  });

  it('refuses a disabled or deleted account’s old token', async () => {
    const disabled = await createUser('disabled', { tid: world.orgA.id, role: 'viewer' });
    const deleted = await createUser('deleted', { tid: world.orgA.id, role: 'viewer' });
    await adminAuth().updateUser(disabled.uid, { disabled: true });
    await adminAuth().deleteUser(deleted.uid);
    expectRevoked(await callFunction('org-get', {}, disabled.idToken));
    expectRevoked(await callFunction('org-get', {}, deleted.idToken));
  });

  it('keeps accepting the tokens of users whose access did not change', async () => {
    expect(await callFunction('org-get', {}, world.users.viewerA.idToken)).toMatchObject({ ok: true });
  });
});
