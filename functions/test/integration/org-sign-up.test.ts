import { describe, expect, it } from 'vitest';
import {
  adminAuth,
  adminDb,
  callFunction,
  callOk,
  createUser,
  signIn,
  TEST_PASSWORD,
} from './support/emulators.ts';

describe('org-completeSignUp', () => {
  it('creates a free organisation, makes the caller owner via claims (keeping operator flags) and is idempotent', async () => {
    const user = await createUser('signup', { adminUI: true, sysdev: true });
    const first = await callOk<{ tid: string; created: boolean }>(
      'org-completeSignUp',
      { organisationName: '  Sign-up Ltd ', displayName: 'Sue Signup' },
      user.idToken,
    );
    expect(first.created).toBe(true);
    expect((await adminAuth().getUser(user.uid)).customClaims).toEqual({
      tid: first.tid,
      role: 'owner',
      adminUI: true,
      sysdev: true,
    });

    // The same (stale) token again: same organisation, nothing new.
    expect(await callOk('org-completeSignUp', { organisationName: 'Another name' }, user.idToken)).toEqual({
      tid: first.tid,
      created: false,
    });
    const owned = await adminDb().collection('orgs').where('ownerUid', '==', user.uid).get();
    expect(owned.size).toBe(1);

    // After a token refresh the caller is the owner of the new organisation.
    const refreshed = await signIn(user.email, TEST_PASSWORD);
    const overview = await callOk<{
      organisation: { id: string; name: string; plan: string; ownerUid: string };
      usage: { tenants: number; members: number };
    }>('org-get', {}, refreshed);
    expect(overview.organisation).toMatchObject({
      id: first.tid,
      name: 'Sign-up Ltd',
      plan: 'free',
      ownerUid: user.uid,
    });
    expect(overview.usage).toEqual({
      tenants: 0,
      members: 1,
      invitations: 0,
      privateBaselines: 0,
      apiKeys: 0,
      sharedUsers: 0,
    });
    const member = await adminDb()
      .collection('orgs')
      .doc(first.tid)
      .collection('members')
      .doc(user.uid)
      .get();
    expect(member.data()).toMatchObject({ role: 'owner', displayName: 'Sue Signup', email: user.email });
    const audit = await adminDb().collection('orgs').doc(first.tid).collection('audit').get();
    expect(audit.docs.map((doc) => doc.get('action') as string)).toContain('org-completeSignUp');
    await callOk('tenants-create', { name: 'First client', kind: 'client' }, refreshed);
  });

  it('returns the existing organisation of a member', async () => {
    const user = await createUser('member', { tid: 'some-org', role: 'viewer' });
    expect(await callOk('org-completeSignUp', { organisationName: 'X' }, user.idToken)).toEqual({
      tid: 'some-org',
      created: false,
    });
  });

  it('refuses shared users and guests', async () => {
    const shared = await createUser('shared-signup', { ptid: 'org-x', ttid: 't-x' });
    expect(await callFunction('org-completeSignUp', { organisationName: 'X' }, shared.idToken)).toMatchObject(
      { ok: false, code: 'failed-precondition' },
    );
    expect(await callFunction('org-completeSignUp', { organisationName: 'X' })).toMatchObject({
      ok: false,
      code: 'unauthenticated',
    });
  });
});
