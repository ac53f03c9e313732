import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteMeta } from './guard.ts';
import { appForPath, routeByPath, routeHandle, routeTable, routesForApp, type AppName, type RoutePath } from './routes.ts';

function bestMatch(pathname: string) {
  const matches = matchRoutes(
    routeTable.map((route) => ({ path: route.path, id: route.path })),
    pathname,
  );
  const id = matches?.at(-1)?.route.id;
  return id === undefined ? undefined : routeTable.find((route) => route.path === id);
}

const signedIn: RouteMeta = { requiresAuth: true };
const systemAdmin: RouteMeta = { requiresAuth: true, systemAdmin: true };

// Every route of seed §2, as concrete URLs, with the table row that must serve it.
const seedRoutes: readonly [string, RoutePath, AppName, RouteMeta][] = [
  ['/', '/', 'web', signedIn],
  ['/home', '/home', 'web', signedIn],
  ['/explore', '/explore/:tab?/:tenantId?', 'web', signedIn],
  ['/explore/controls', '/explore/:tab?/:tenantId?', 'web', signedIn],
  ['/explore/compare/t1', '/explore/:tab?/:tenantId?', 'web', signedIn],
  ['/tenant/', '/tenant/', 'web', signedIn],
  ['/tenant/t1', '/tenant/:tenantId/:tab?/:focus?', 'web', signedIn],
  ['/tenant/t1/roadmap', '/tenant/:tenantId/:tab?/:focus?', 'web', signedIn],
  ['/tenant/t1/overview/b1', '/tenant/:tenantId/:tab?/:focus?', 'web', signedIn],
  ['/admin', '/admin', 'web', signedIn],
  ['/roadmap', '/roadmap', 'web', signedIn],
  ['/developer', '/developer', 'web', signedIn],
  ['/contentAdmin', '/contentAdmin/:tab?/:focus?', 'web', signedIn],
  ['/contentAdmin/import', '/contentAdmin/:tab?/:focus?', 'web', signedIn],
  ['/contentAdmin/baselines/b1', '/contentAdmin/:tab?/:focus?', 'web', signedIn],
  ['/service', '/service/:tab?/:focus?', 'service-console', systemAdmin],
  ['/service/users', '/service/:tab?/:focus?', 'service-console', systemAdmin],
  ['/service/audit/e1', '/service/:tab?/:focus?', 'service-console', systemAdmin],
  ['/service/tenants', '/service/:tab?/:focus?', 'service-console', systemAdmin],
  ['/service/tenants/p1', '/service/tenants/:tid/:ttid?/:focus?', 'service-console', systemAdmin],
  ['/service/tenants/p1/t1', '/service/tenants/:tid/:ttid?/:focus?', 'service-console', systemAdmin],
  ['/service/tenants/p1/t1/b1', '/service/tenants/:tid/:ttid?/:focus?', 'service-console', systemAdmin],
  ['/upgrade-success', '/upgrade-success', 'web', signedIn],
  ['/downgrade-success', '/downgrade-success', 'web', signedIn],
  ['/checkout-success', '/checkout-success', 'web', signedIn],
  ['/checkout-cancel', '/checkout-cancel', 'web', signedIn],
  ['/shared', '/shared', 'shared-portal', { sharedArea: true }],
  ['/shared/tenant/t1', '/shared/tenant/:tenantId/:tab?/:focus?', 'shared-portal', { requiresAuth: true, sharedArea: true }],
  ['/shared/tenant/t1/roadmap', '/shared/tenant/:tenantId/:tab?/:focus?', 'shared-portal', { requiresAuth: true, sharedArea: true }],
  ['/shared/tenant/t1/overview/b1', '/shared/tenant/:tenantId/:tab?/:focus?', 'shared-portal', { requiresAuth: true, sharedArea: true }],
  ['/in-progress/p1/t1', '/in-progress/:tid/:ttid', 'web', {}],
  ['/signin', '/signin', 'web', { guestOnly: true }],
  ['/sharedSignin/t1', '/sharedSignin/:tenantId', 'shared-portal', { guestOnly: true }],
  ['/signout', '/signout', 'web', signedIn],
];

describe('routeTable', () => {
  it.each(seedRoutes)('serves %s by %s in %s with its guard meta', (url, path, app, meta) => {
    const route = bestMatch(url);
    expect(route?.path).toBe(path);
    expect(route?.app).toBe(app);
    expect(route?.meta).toEqual(meta);
  });

  it('has a seed route for every row (no stray routes)', () => {
    const covered = new Set(seedRoutes.map(([, path]) => path));
    expect(routeTable.map((route) => route.path).filter((path) => !covered.has(path))).toEqual([]);
  });

  it.each(['/nope', '/tenant/t1/overview/b1/extra', '/in-progress/p1', '/sharedSignin', '/admin/members'])(
    'leaves %s to the not-found page',
    (url) => {
      expect(bestMatch(url)).toBeUndefined();
    },
  );

  it('assigns each route to the app the hosting rewrites send it to', () => {
    for (const route of routeTable) expect(route.app, route.path).toBe(appForPath(route.path.replace(/:\w+\??/g, 'x')));
  });

  it.each([
    ['/', 'web'],
    ['/tenant/t1/overview', 'web'],
    ['/signin?redirect=%2F', 'web'],
    ['/shared', 'shared-portal'],
    ['/shared/tenant/t1', 'shared-portal'],
    ['/sharedSignin/t1', 'shared-portal'],
    ['/sharedthing', 'web'],
    ['/service', 'service-console'],
    ['/service/tenants/p1', 'service-console'],
    ['/services', 'web'],
  ] as const)('serves %s from %s, as the hosting rewrites do', (path, app) => {
    expect(appForPath(path.split('?')[0] ?? path)).toBe(app);
  });

  it('declares each path once', () => {
    const paths = routeTable.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('routesForApp', () => {
  it('splits the table between the three apps without losing a route', () => {
    const web = routesForApp('web');
    const shared = routesForApp('shared-portal');
    const service = routesForApp('service-console');
    expect(web.length + shared.length + service.length).toBe(routeTable.length);
    expect(service.map((route) => route.path)).toEqual(['/service/:tab?/:focus?', '/service/tenants/:tid/:ttid?/:focus?']);
    expect(shared.map((route) => route.path)).toEqual(['/shared', '/shared/tenant/:tenantId/:tab?/:focus?', '/sharedSignin/:tenantId']);
  });
});

describe('routeHandle', () => {
  it('carries meta, title and default tab for react-router', () => {
    expect(routeHandle(routeByPath('/tenant/:tenantId/:tab?/:focus?'))).toEqual({
      meta: { requiresAuth: true },
      title: 'Tenant',
      defaultTab: 'overview',
    });
    expect(routeHandle(routeByPath('/admin'))).toEqual({ meta: { requiresAuth: true }, title: 'Admin' });
  });
});
