// @vitest-environment node
import { readFileSync } from 'node:fs';
import { matchRoutes } from 'react-router';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  appForPath,
  buildPath,
  matchRoute,
  navigationOf,
  paths,
  routeHandle,
  routeList,
  routesForApp,
  tabsOf,
  type AppName,
  type RouteId,
  type RouteMeta,
} from './routes.ts';

function bestMatch(pathname: string) {
  const matches = matchRoutes(
    routeList.map((route) => ({ path: route.path, id: route.id })),
    pathname,
  );
  const id = matches?.at(-1)?.route.id;
  return id === undefined ? undefined : routeList.find((route) => route.id === id);
}

const signedIn: RouteMeta = { requiresAuth: true };
const systemAdmin: RouteMeta = { requiresAuth: true, systemAdmin: true };
const sharedArea: RouteMeta = { requiresAuth: true, sharedArea: true };

// Every route of seed §2, as concrete URLs, with the row that must serve it, written out by hand.
const seedRoutes: readonly [string, RouteId, AppName, RouteMeta][] = [
  ['/', 'welcome', 'web', signedIn],
  ['/home', 'home', 'web', signedIn],
  ['/explore', 'explore', 'web', signedIn],
  ['/explore/controls', 'explore', 'web', signedIn],
  ['/explore/compare/t1', 'explore', 'web', signedIn],
  ['/tenant/', 'tenants', 'web', signedIn],
  ['/tenant/t1', 'tenant', 'web', signedIn],
  ['/tenant/t1/roadmap', 'tenant', 'web', signedIn],
  ['/tenant/t1/overview/b1', 'tenant', 'web', signedIn],
  ['/tenant/t1/assessments', 'tenant', 'web', signedIn],
  ['/tenant/t1/assessments/esh/a1', 'tenantAssessment', 'web', signedIn],
  ['/tenant/t1/assessments/esh', 'tenant', 'web', signedIn],
  ['/admin', 'admin', 'web', signedIn],
  ['/roadmap', 'roadmap', 'web', signedIn],
  ['/developer', 'developer', 'web', signedIn],
  ['/developer/reference', 'developer', 'web', signedIn],
  ['/contentAdmin', 'contentAdmin', 'web', signedIn],
  ['/contentAdmin/import', 'contentAdmin', 'web', signedIn],
  ['/contentAdmin/baselines/b1', 'contentAdmin', 'web', signedIn],
  ['/account', 'account', 'web', signedIn],
  ['/service', 'service', 'service-console', systemAdmin],
  ['/service/users', 'service', 'service-console', systemAdmin],
  ['/service/audit/e1', 'service', 'service-console', systemAdmin],
  ['/service/tenants', 'service', 'service-console', systemAdmin],
  ['/service/tenants/p1', 'serviceTenant', 'service-console', systemAdmin],
  ['/service/tenants/p1/t1', 'serviceTenant', 'service-console', systemAdmin],
  ['/service/tenants/p1/t1/b1', 'serviceTenant', 'service-console', systemAdmin],
  ['/upgrade-success', 'upgradeSuccess', 'web', signedIn],
  ['/downgrade-success', 'downgradeSuccess', 'web', signedIn],
  ['/checkout-success', 'checkoutSuccess', 'web', signedIn],
  ['/checkout-cancel', 'checkoutCancel', 'web', signedIn],
  ['/shared', 'sharedRoot', 'shared-portal', { sharedArea: true }],
  ['/shared/tenant/t1', 'sharedTenant', 'shared-portal', sharedArea],
  ['/shared/tenant/t1/roadmap', 'sharedTenant', 'shared-portal', sharedArea],
  ['/shared/tenant/t1/overview/b1', 'sharedTenant', 'shared-portal', sharedArea],
  ['/in-progress/p1/t1', 'inProgress', 'web', {}],
  ['/signin', 'signIn', 'web', { guestOnly: true }],
  ['/auth/action', 'accountAction', 'web', {}],
  ['/shared/account', 'sharedAccount', 'shared-portal', sharedArea],
  ['/sharedSignin/t1', 'sharedSignIn', 'shared-portal', { guestOnly: true }],
  ['/signout', 'signOut', 'web', signedIn],
];

// The hosting rewrites, read from firebase.json: the app of a path is the destination of the first
// rewrite whose glob matches it (Firebase Hosting's rule), so the table cannot drift from hosting.
interface Rewrite {
  source: string;
  destination?: string;
  function?: unknown;
}
const rewrites = (
  JSON.parse(readFileSync(new URL('../../../firebase.json', import.meta.url), 'utf8')) as {
    hosting: { rewrites: Rewrite[] };
  }
).hosting.rewrites;
const appOfDestination: Record<string, AppName> = {
  '/index.html': 'web',
  // A page first opened from a mail starts from its own document, of the same app (issue 35).
  '/signin.html': 'web',
  '/shared-portal/index.html': 'shared-portal',
  '/shared-portal/shared-sign-in.html': 'shared-portal',
  '/service-console/index.html': 'service-console',
};
function globToRegExp(glob: string): RegExp {
  const pattern = glob
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*\*|\*/g, (star) => (star === '**' ? '.*' : '[^/]*'));
  return new RegExp(`^${pattern}$`);
}
function hostingAppFor(pathname: string): AppName | 'function' | undefined {
  const rewrite = rewrites.find((r) => globToRegExp(r.source).test(pathname));
  if (rewrite === undefined) return undefined;
  if (rewrite.destination === undefined) return 'function';
  return appOfDestination[rewrite.destination];
}

describe('routeTable', () => {
  it.each(seedRoutes)('serves %s by %s in %s with its guard meta', (url, id, app, meta) => {
    const route = bestMatch(url);
    expect(route?.id).toBe(id);
    expect(route?.app).toBe(app);
    expect(route?.meta).toEqual(meta);
  });

  it('has a seed route for every row (no stray routes)', () => {
    const covered = new Set(seedRoutes.map(([, id]) => id));
    expect(routeList.map((route) => route.id).filter((id) => !covered.has(id))).toEqual([]);
  });

  it.each([
    '/nope',
    '/tenant/t1/overview/b1/extra',
    '/tenant/t1/assessments/esh/a1/extra',
    '/in-progress/p1',
    '/sharedSignin',
    '/admin/members',
  ])('leaves %s to the not-found page', (url) => {
    expect(bestMatch(url)).toBeUndefined();
  });

  it.each(seedRoutes)(
    '%s is sent by the hosting rewrites of firebase.json to the app of its row',
    (url, _id, app) => {
      expect(hostingAppFor(url)).toBe(app);
    },
  );

  it.each([
    ...seedRoutes.map(([url]) => url),
    '/sharedthing',
    '/services',
    '/shared/x/y',
    '/service/tenants/p1/t1/b1/x',
    '/nope',
    '/api/v1/tenants',
  ])('appForPath(%s) agrees with the hosting rewrites of firebase.json', (url) => {
    const hosting = hostingAppFor(url);
    // /api/** is a function, served by no app; every other path reaches one of the three apps.
    if (hosting === 'function') expect(url.startsWith('/api/')).toBe(true);
    else expect(appForPath(url)).toBe(hosting);
  });

  it('declares each path once', () => {
    const patterns = routeList.map((route) => route.path);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('puts each child route under its parent path and names a tab of the parent', () => {
    for (const route of routeList.filter((r) => r.parent !== undefined)) {
      const parent = routeList.find((r) => r.id === route.parent);
      expect(parent?.app, route.id).toBe(route.app);
      expect(
        parent?.tabs?.map((t) => t.id),
        route.id,
      ).toContain(route.tab);
      const fixedStart = parent?.path.split('/:')[0] ?? '';
      expect(route.path.startsWith(`${fixedStart}/`), route.id).toBe(true);
    }
  });
});

describe('routesForApp', () => {
  it('splits the table between the three apps without losing a route', () => {
    const web = routesForApp('web');
    const shared = routesForApp('shared-portal');
    const service = routesForApp('service-console');
    expect(web.length + shared.length + service.length).toBe(routeList.length);
    expect(service.map((route) => route.id)).toEqual(['service', 'serviceTenant']);
    expect(shared.map((route) => route.id)).toEqual([
      'sharedRoot',
      'sharedTenant',
      'sharedAccount',
      'sharedSignIn',
    ]);
  });
});

describe('routeHandle', () => {
  it("carries id, meta, title and the default tab (the first tab, or a child route's tab)", () => {
    expect(routeHandle('tenant')).toEqual({
      id: 'tenant',
      meta: { requiresAuth: true },
      title: 'Tenant',
      defaultTab: 'overview',
    });
    expect(routeHandle('tenantAssessment')).toEqual({
      id: 'tenantAssessment',
      meta: { requiresAuth: true },
      title: 'Assessment',
      defaultTab: 'assessments',
    });
    expect(routeHandle('admin')).toEqual({ id: 'admin', meta: { requiresAuth: true }, title: 'Admin' });
  });
});

describe('tabs', () => {
  it('lists the tabs of seed §2 and SPEC §2 in order; shared users get no sharing or settings', () => {
    expect(tabsOf('tenant').map((t) => t.id)).toEqual([
      'overview',
      'assessments',
      'roadmap',
      'sharing',
      'settings',
    ]);
    expect(tabsOf('sharedTenant').map((t) => t.id)).toEqual(['overview', 'assessments', 'roadmap']);
    expect(tabsOf('service').map((t) => t.id)).toEqual([
      'tenants',
      'users',
      'subscriptions',
      'audit',
      'outbox',
    ]);
    expect(tabsOf('explore').map((t) => t.id)).toEqual(['baselines', 'controls', 'compare']);
    expect(tabsOf('contentAdmin').map((t) => t.id)).toEqual(['baselines', 'import', 'versions']);
    expect(tabsOf('developer').map((t) => t.id)).toEqual(['keys', 'reference', 'diagnostics']);
    expect(tabsOf('admin')).toEqual([]);
  });
});

describe('paths', () => {
  it("builds each route's URL from its params, encoded", () => {
    expect(paths.welcome()).toBe('/');
    expect(paths.tenants()).toBe('/tenant/');
    expect(paths.tenant({ tenantId: 't 1/x' })).toBe('/tenant/t%201%2Fx');
    expect(paths.tenant({ tenantId: 't1', tab: 'settings' })).toBe('/tenant/t1/settings');
    expect(paths.tenant({ tenantId: 't1', tab: 'overview', focus: 'b1' })).toBe('/tenant/t1/overview/b1');
    expect(paths.tenantAssessment({ tenantId: 't1', focus: 'esh', assessmentId: 'a1' })).toBe(
      '/tenant/t1/assessments/esh/a1',
    );
    expect(paths.service()).toBe('/service');
    expect(paths.service({ tab: 'users' })).toBe('/service/users');
    expect(paths.serviceTenant({ tid: 'p1', ttid: 't1' })).toBe('/service/tenants/p1/t1');
    expect(paths.sharedTenant({ tenantId: 't1', tab: 'roadmap' })).toBe('/shared/tenant/t1/roadmap');
    expect(paths.signIn()).toBe('/signin');
  });

  it('drops optional segments after a missing one (the router could not match them)', () => {
    expect(paths.tenant({ tenantId: 't1', focus: 'b1' })).toBe('/tenant/t1');
  });

  it('refuses to build a path without a required param', () => {
    expect(() => buildPath('/in-progress/:tid/:ttid', { tid: 'p1' })).toThrow(':ttid');
  });

  it('builds a URL that the router matches back to the same route and params', () => {
    const url = paths.tenant({ tenantId: 'a b', tab: 'roadmap', focus: 'b/1' });
    expect(bestMatch(url)?.id).toBe('tenant');
    expect(matchRoute('tenant', url)).toEqual({ tenantId: 'a b', tab: 'roadmap', focus: 'b/1' });
  });

  it('types params from the pattern and tabs from the table', () => {
    expectTypeOf(paths.tenant).parameter(0).toEqualTypeOf<{
      readonly tenantId: string;
      readonly tab?: 'overview' | 'assessments' | 'roadmap' | 'sharing' | 'settings';
      readonly focus?: string;
    }>();
    expectTypeOf(paths.admin).parameters.toEqualTypeOf<[]>();
    // Type errors only (never run): a tab the route does not have, a missing required param.
    const typeErrors = () => [
      // @ts-expect-error 'settings' is not a shared tenant tab
      paths.sharedTenant({ tenantId: 't1', tab: 'settings' }),
      // @ts-expect-error ttid is required
      paths.inProgress({ tid: 'p1' }),
    ];
    expect(typeof typeErrors).toBe('function');
  });
});

describe('matchRoute', () => {
  it('matches a route exactly, with optional segments, and nothing longer', () => {
    expect(matchRoute('sharedTenant', '/shared/tenant/t%201')).toEqual({ tenantId: 't 1' });
    expect(matchRoute('tenants', '/tenant/')).toEqual({});
    expect(matchRoute('signIn', '/signin/x')).toBeNull();
    expect(matchRoute('inProgress', '/in-progress/p1')).toBeNull();
  });
});

describe('navigationOf', () => {
  it("lists an app's routes with a nav entry, in table order, linking to their bare paths", () => {
    expect(navigationOf('web').map(({ to, label, icon }) => [to, label, icon])).toEqual([
      ['/', 'Home', 'home'],
      ['/tenant/', 'Tenants', 'building'],
      ['/explore', 'Explore', 'search'],
      ['/roadmap', 'Roadmap', 'map'],
      ['/contentAdmin', 'Content', 'clipboard'],
      ['/developer', 'Developer', 'code'],
      ['/admin', 'Admin', 'settings'],
    ]);
    expect(navigationOf('web')[0]?.end).toBe(true);
    expect(
      navigationOf('shared-portal', { tenantId: 't1' }).map(({ to, label, icon }) => [to, label, icon]),
    ).toEqual([['/shared/tenant/t1', 'Shared tenant', 'building']]);
    expect(navigationOf('service-console')).toEqual([]);
  });

  it("gives the service console's tabs their icons", () => {
    expect(tabsOf('service').map((tab) => tab.icon)).toEqual([
      'building',
      'users',
      'shield',
      'clipboard',
      'mail',
    ]);
  });
});
