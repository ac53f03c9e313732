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
import { addTenant, createOrg } from './support/world.ts';
import type { TestOrg } from './support/world.ts';

let sysadmin: TestUser;

beforeAll(async () => {
  sysadmin = await createUser('svc-admin', { adminUI: true });
});

interface OrgPage {
  items: {
    organisation: { id: string; plan: string; createdAt: string };
    usage: { tenants: number; members: number };
    status: string;
    lastActivityAt: string | null;
    limits: { tenants: number; members: number };
  }[];
  nextCursor: string | null;
  total: number;
}

describe('service-listParentTenants', () => {
  it('pages through every organisation, newest first, with plan and usage', async () => {
    const owner = await createUser('svc-owner', null);
    const made = [
      await createOrg('Svc one', 'team', [{ user: owner, role: 'owner' }]),
      await createOrg('Svc two', 'business', [{ user: owner, role: 'owner' }]),
    ];
    const seen: OrgPage['items'] = [];
    let cursor: string | null = null;
    let total = 0;
    do {
      const page: OrgPage = await callOk<OrgPage>(
        'service-listParentTenants',
        { pageSize: 3, ...(cursor ? { cursor } : {}) },
        sysadmin.idToken,
      );
      seen.push(...page.items);
      cursor = page.nextCursor;
      total = page.total;
    } while (cursor);
    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((item) => item.organisation.id)).size).toBe(total);
    const dates = seen.map((item) => Date.parse(item.organisation.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(seen.find((item) => item.organisation.id === made[1]?.id)).toMatchObject({
      organisation: { plan: 'business' },
      usage: { members: 1, tenants: 0 },
    });
  });
});

describe('service-listParentTenants filters and service-getOrganisation', () => {
  it('searches by a word of the name, filters by plan, sorts by name with exact cursors, and reports status and last activity', async () => {
    const owner = await createUser('svc-filter-owner', null);
    const word = `Qz${Date.now().toString(36)}`;
    const made = [
      await createOrg(`${word} Alpha`, 'team', [{ user: owner, role: 'owner' }]),
      await createOrg(`${word} Beta`, 'free', [{ user: owner, role: 'owner' }]),
      await createOrg(`${word} Gamma`, 'team', [{ user: owner, role: 'owner' }]),
    ];
    await addTenant(made[0] as TestOrg, 'Audited tenant');
    const byName = await callOk<OrgPage>(
      'service-listParentTenants',
      { search: word.toLowerCase(), sort: { field: 'name', direction: 'asc' }, pageSize: 2 },
      sysadmin.idToken,
    );
    expect(byName.total).toBe(3);
    const next = await callOk<OrgPage>(
      'service-listParentTenants',
      {
        search: word.toLowerCase(),
        sort: { field: 'name', direction: 'asc' },
        pageSize: 2,
        cursor: byName.nextCursor,
      },
      sysadmin.idToken,
    );
    expect([...byName.items, ...next.items].map((item) => item.organisation.id)).toEqual(
      made.map((org) => org.id),
    );
    expect(next.nextCursor).toBeNull();

    const team = await callOk<OrgPage>(
      'service-listParentTenants',
      { search: word, plan: 'team', sort: { field: 'createdAt', direction: 'desc' } },
      sysadmin.idToken,
    );
    expect(team.items.map((item) => item.organisation.id)).toEqual([made[2]?.id, made[0]?.id]);
    expect(team.items[1]).toMatchObject({
      status: 'none',
      limits: { tenants: 25, members: 10 },
      usage: { tenants: 1 },
    });
    expect(team.items[1]?.lastActivityAt).toEqual(expect.any(String));
    expect(team.items[0]?.lastActivityAt).toBeNull();

    expect(
      await callFunction(
        'service-listParentTenants',
        { search: word, plan: 'free', cursor: byName.nextCursor },
        sysadmin.idToken,
      ),
    ).toMatchObject({ ok: false, code: 'invalid-argument' });

    const focus = await callOk<{
      summary: { organisation: { id: string } };
      members: { uid: string; role: string }[];
      recentAudit: { action: string }[];
      subscription: { status: string };
    }>('service-getOrganisation', { tid: made[0]?.id }, sysadmin.idToken);
    expect(focus.summary.organisation.id).toBe(made[0]?.id);
    expect(focus.members).toEqual([expect.objectContaining({ uid: owner.uid, role: 'owner' })]);
    expect(focus.recentAudit.length).toBeGreaterThan(0);
    expect(focus.subscription.status).toBe('none');
    expect(
      await callFunction('service-getOrganisation', { tid: 'no-such-org' }, sysadmin.idToken),
    ).toMatchObject({ ok: false, code: 'not-found' });
  });
});

describe('service-setSystemAdmin', () => {
  it('grants and revokes adminUI, keeps other claims, revokes refresh tokens and audits globally', async () => {
    const target = await createUser('svc-target', { tid: 'org-t', role: 'viewer' });
    const before = (await adminAuth().getUser(target.uid)).tokensValidAfterTime;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(
      await callOk('service-setSystemAdmin', { uid: target.uid, enabled: true }, sysadmin.idToken),
    ).toEqual({ uid: target.uid, enabled: true });
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
    expect(
      await callFunction('service-setSystemAdmin', { uid: sysadmin.uid, enabled: false }, sysadmin.idToken),
    ).toMatchObject({ ok: false, code: 'failed-precondition' });
    expect(
      await callFunction('service-setSystemAdmin', { uid: 'no-such-user', enabled: true }, sysadmin.idToken),
    ).toMatchObject({ ok: false, code: 'not-found' });
  });
});
