import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, adminDb, callFunction, callOk, createUser, signIn, TEST_PASSWORD } from './support/emulators.ts';
import type { TestUser } from './support/emulators.ts';
import { createOrg } from './support/world.ts';

let sysadmin: TestUser;

beforeAll(async () => {
  sysadmin = await createUser('svc-admin', { adminUI: true });
});

interface OrgPage {
  items: { organisation: { id: string; plan: string; createdAt: string }; usage: { tenants: number; members: number } }[];
  nextCursor: string | null;
  total: number;
}

describe('service-listParentTenants', () => {
  it('pages through every organisation, newest first, with plan and usage', async () => {
    const owner = await createUser('svc-owner', null);
    const made = [await createOrg('Svc one', 'team', [{ user: owner, role: 'owner' }]), await createOrg('Svc two', 'business', [{ user: owner, role: 'owner' }])];
    const seen: OrgPage['items'] = [];
    let cursor: string | null = null;
    let total = 0;
    do {
      const page: OrgPage = await callOk<OrgPage>('service-listParentTenants', { pageSize: 3, ...(cursor ? { cursor } : {}) }, sysadmin.idToken);
      seen.push(...page.items);
      cursor = page.nextCursor;
      total = page.total;
    } while (cursor);
    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((item) => item.organisation.id)).size).toBe(total);
    const dates = seen.map((item) => Date.parse(item.organisation.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(seen.find((item) => item.organisation.id === made[1]?.id)).toMatchObject({ organisation: { plan: 'business' }, usage: { members: 1, tenants: 0 } });
  });
});

describe('service-setSystemAdmin', () => {
  it('grants and revokes adminUI, keeps other claims, revokes refresh tokens and audits globally', async () => {
    const target = await createUser('svc-target', { tid: 'org-t', role: 'viewer' });
    const before = (await adminAuth().getUser(target.uid)).tokensValidAfterTime;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await callOk('service-setSystemAdmin', { uid: target.uid, enabled: true }, sysadmin.idToken)).toEqual({ uid: target.uid, enabled: true });
    const granted = await adminAuth().getUser(target.uid);
    expect(granted.customClaims).toEqual({ tid: 'org-t', role: 'viewer', adminUI: true });
    expect(Date.parse(granted.tokensValidAfterTime ?? '')).toBeGreaterThan(Date.parse(before ?? ''));

    const targetToken = await signIn(target.email, TEST_PASSWORD);
    expect(await callFunction('service-listParentTenants', {}, targetToken)).toMatchObject({ ok: true });

    await callOk('service-setSystemAdmin', { uid: target.uid, enabled: false }, sysadmin.idToken);
    expect((await adminAuth().getUser(target.uid)).customClaims).toEqual({ tid: 'org-t', role: 'viewer' });

    const audit = await adminDb().collection('audit').where('target', '==', `user/${target.uid}`).get();
    expect(audit.size).toBe(2);
    expect(audit.docs[0]?.data()).toMatchObject({ action: 'service-setSystemAdmin', actorUid: sysadmin.uid });
  });

  it('refuses to remove the caller’s own flag and answers not-found for an unknown user', async () => {
    expect(await callFunction('service-setSystemAdmin', { uid: sysadmin.uid, enabled: false }, sysadmin.idToken)).toMatchObject({ ok: false, code: 'failed-precondition' });
    expect(await callFunction('service-setSystemAdmin', { uid: 'no-such-user', enabled: true }, sysadmin.idToken)).toMatchObject({ ok: false, code: 'not-found' });
  });
});
