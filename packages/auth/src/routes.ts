import type { RouteMeta } from './guard.ts';

/** The single-page app that serves a route; one origin serves all three (SPEC §2). */
export type AppName = 'web' | 'shared-portal' | 'service-console';

export interface RouteDefinition {
  /** react-router path pattern (optional segments as `:name?`). */
  readonly path: string;
  readonly app: AppName;
  /** Stable route name; also the default page title. */
  readonly name: string;
  readonly meta: RouteMeta;
  /** The tab shown when the `:tab` segment is absent (SPEC §2: the first tab). */
  readonly defaultTab?: string;
}

/** What apps put on a react-router route's `handle`; the guard and analytics read it. */
export interface RouteHandle {
  readonly meta?: RouteMeta;
  readonly title?: string;
  readonly defaultTab?: string;
}

const signedIn: RouteMeta = { requiresAuth: true };
const guestOnly: RouteMeta = { guestOnly: true };
const systemAdmin: RouteMeta = { requiresAuth: true, systemAdmin: true };
const shared: RouteMeta = { requiresAuth: true, sharedArea: true };
const publicRoute: RouteMeta = {};

/**
 * Every route of seed §2, the app that serves it and its guard meta. Apps build their routers
 * from it (`routesForApp`), so this table is the single source of truth. Any other path is the
 * not-found page of the app that receives it.
 */
export const routeTable = [
  { path: '/', app: 'web', name: 'Welcome', meta: signedIn },
  { path: '/home', app: 'web', name: 'Welcome', meta: signedIn },
  { path: '/explore/:tab?/:tenantId?', app: 'web', name: 'Explore', meta: signedIn, defaultTab: 'baselines' },
  { path: '/tenant/', app: 'web', name: 'Tenants', meta: signedIn },
  { path: '/tenant/:tenantId/:tab?/:focus?', app: 'web', name: 'Tenant', meta: signedIn, defaultTab: 'overview' },
  { path: '/admin', app: 'web', name: 'Admin', meta: signedIn },
  { path: '/roadmap', app: 'web', name: 'Roadmap', meta: signedIn },
  { path: '/developer', app: 'web', name: 'Developer', meta: signedIn },
  { path: '/contentAdmin/:tab?/:focus?', app: 'web', name: 'Content admin', meta: signedIn, defaultTab: 'baselines' },
  { path: '/upgrade-success', app: 'web', name: 'Upgrade success', meta: signedIn },
  { path: '/downgrade-success', app: 'web', name: 'Downgrade success', meta: signedIn },
  { path: '/checkout-success', app: 'web', name: 'Checkout success', meta: signedIn },
  { path: '/checkout-cancel', app: 'web', name: 'Checkout cancelled', meta: signedIn },
  { path: '/in-progress/:tid/:ttid', app: 'web', name: 'Assessment in progress', meta: publicRoute },
  { path: '/signin', app: 'web', name: 'Sign in', meta: guestOnly },
  { path: '/signout', app: 'web', name: 'Sign out', meta: signedIn },
  { path: '/service/:tab?/:focus?', app: 'service-console', name: 'Service', meta: systemAdmin, defaultTab: 'tenants' },
  { path: '/service/tenants/:tid/:ttid?/:focus?', app: 'service-console', name: 'Service tenant', meta: systemAdmin },
  // `/shared` itself is a redirect page: the guard sends everyone to `sharedHomeTarget(session)`.
  { path: '/shared', app: 'shared-portal', name: 'Shared', meta: { sharedArea: true } },
  { path: '/shared/tenant/:tenantId/:tab?/:focus?', app: 'shared-portal', name: 'Shared tenant', meta: shared, defaultTab: 'overview' },
  { path: '/sharedSignin/:tenantId', app: 'shared-portal', name: 'Shared sign in', meta: guestOnly },
] as const satisfies readonly RouteDefinition[];

export type RoutePath = (typeof routeTable)[number]['path'];

/** The routes one app serves, in table order. */
export function routesForApp(app: AppName): readonly RouteDefinition[] {
  return routeTable.filter((route) => route.app === app);
}

/** The `handle` to put on a react-router route built from a table row. */
export function routeHandle(route: RouteDefinition): RouteHandle {
  return {
    meta: route.meta,
    title: route.name,
    ...(route.defaultTab !== undefined && { defaultTab: route.defaultTab }),
  };
}

/** Looks a table row up by its exact path pattern. */
export function routeByPath(path: RoutePath): RouteDefinition {
  const found = routeTable.find((route) => route.path === path);
  if (found === undefined) throw new Error(`No route ${path} in the route table.`);
  return found;
}

/**
 * The app that serves a path, by the hosting rewrites of firebase.json: `/shared…` and
 * `/sharedSignin/…` the shared portal, `/service…` the service console, everything else web.
 * Moving between apps needs a document load; within one app the router navigates.
 */
export function appForPath(pathname: string): AppName {
  if (/^\/(shared|sharedSignin)(\/|$)/.test(pathname)) return 'shared-portal';
  if (/^\/service(\/|$)/.test(pathname)) return 'service-console';
  return 'web';
}
