import type { SessionUser } from '@assay/auth';
import { scopedKeys } from '@assay/client';
import { createFakeCall, createTestQueryClient } from '@assay/client/testing';
import { appRoutes } from '@assay/views/app';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { layout, pages } from './router.tsx';

const routes = appRoutes({ app: 'web', pages, layout });
const member = { requiresAuth: true };

// Written out from seed §2 and SPEC §2, not from the route table: URL → route id, title, guard
// meta, and whether the page sits in the member shell (navigation) or stands alone.
const expected: readonly [url: string, id: string, title: string, meta: object, inShell: boolean][] = [
  ['/', 'welcome', 'Welcome', member, true],
  ['/home', 'home', 'Welcome', member, true],
  ['/explore/compare/t1', 'explore', 'Explore', member, true],
  ['/tenant/', 'tenants', 'Tenants', member, true],
  ['/tenant/t1/settings', 'tenant', 'Tenant', member, true],
  ['/tenant/t1/assessments/esh/a1', 'tenantAssessment', 'Assessment', member, true],
  ['/admin', 'admin', 'Admin', member, true],
  ['/roadmap', 'roadmap', 'Roadmap', member, true],
  ['/developer', 'developer', 'Developer', member, true],
  ['/contentAdmin/import', 'contentAdmin', 'Content admin', member, true],
  ['/upgrade-success', 'upgradeSuccess', 'Upgrade success', member, false],
  ['/downgrade-success', 'downgradeSuccess', 'Downgrade success', member, false],
  ['/checkout-success', 'checkoutSuccess', 'Checkout success', member, false],
  ['/checkout-cancel', 'checkoutCancel', 'Checkout cancelled', member, false],
  ['/in-progress/p1/t1', 'inProgress', 'Assessment in progress', {}, false],
  ['/signin', 'signIn', 'Sign in', { guestOnly: true }, false],
  ['/auth/action', 'accountAction', 'Account link', {}, false],
  ['/signout', 'signOut', 'Sign out', member, false],
];

function deepest(url: string) {
  const matches = matchRoutes(routes, url) ?? [];
  return { route: matches.at(-1)?.route, inShell: matches.some((match) => match.route.element === layout) };
}

describe('the web router', () => {
  it.each(expected)('serves %s by %s ("%s") with its guard meta', (url, id, title, meta, inShell) => {
    const match = deepest(url);
    expect(match.route?.id).toBe(id);
    expect(match.route?.handle).toMatchObject({ title, meta });
    expect(match.inShell).toBe(inShell);
  });

  it.each(['/nope', '/shared/tenant/t1', '/service', '/tenant/t1/overview/b1/extra'])(
    'answers %s with the not-found page',
    (url) => {
      expect(deepest(url).route?.handle).toEqual({ title: 'Not found' });
    },
  );

  it.each(Object.entries(pages))('loads a screen for %s', async (_id, page) => {
    expect(typeof (await page.load()).Component).toBe('function');
  });

  // A new sign-up, an invitee before accepting, a system admin: the shell offers to set up an
  // organisation, and the pages behind it must not call org-get, dashboard-get & co. (each a 403).
  it('prefetches an organisation’s pages only for a session with an organisation', async () => {
    const prefetchOf = async (id: keyof typeof pages, session: SessionUser) => {
      const call = createFakeCall({});
      const { prefetch } = await pages[id].load();
      await Promise.resolve(
        prefetch?.({
          queryClient: createTestQueryClient(),
          call,
          keys: scopedKeys(session.tid ?? ''),
          params: { tenantId: 't1', assessmentId: 'a1', focus: 'a1' },
          session,
        }),
      ).catch(() => undefined);
      return call.calls.map((c) => c.name);
    };
    const base = {
      uid: 'u1',
      email: 'new@example.com',
      displayName: 'New',
      adminUI: false,
      isSystemDeveloper: false,
    };
    const withoutOrg = { ...base, createdAt: new Date() } as SessionUser;
    const member = { ...withoutOrg, tid: 'org-1', role: 'owner' } as SessionUser;
    for (const id of [
      'welcome',
      'home',
      'tenants',
      'tenant',
      'tenantAssessment',
      'admin',
      'explore',
    ] as const)
      expect(await prefetchOf(id, withoutOrg)).toEqual([]);
    expect(await prefetchOf('welcome', member)).toEqual(['org-get', 'dashboard-get']);
    // A member whose organisation requires a second step they did not sign in with: the shell asks for it.
    const withoutStep = { ...member, secondFactorRequired: true, signedInWithSecondFactor: false };
    expect(await prefetchOf('welcome', withoutStep)).toEqual([]);
    expect(await prefetchOf('welcome', { ...withoutStep, signedInWithSecondFactor: true })).toEqual([
      'org-get',
      'dashboard-get',
    ]);
  });
});
