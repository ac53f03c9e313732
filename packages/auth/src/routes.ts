/** The single-page app that serves a route; one origin serves all three (SPEC §2). */
export type AppName = 'web' | 'shared-portal' | 'service-console';

/** Guard flags of a route (seed §2, §4). A route without flags is public. */
export interface RouteMeta {
  /** Needs a signed-in user; guests are sent to /signin. */
  readonly requiresAuth?: boolean;
  /** Guests only (/signin, /sharedSignin/...); signed-in users are sent home. */
  readonly guestOnly?: boolean;
  /** Routes under /shared: the shared users' area. */
  readonly sharedArea?: boolean;
  /** System administrators only (implies requiresAuth); other users get a 403. */
  readonly systemAdmin?: boolean;
}

/** The icons navigation may show: names of @assay/ui's icon set (the shells' AppShell nav type-checks them). */
export type NavIcon =
  'home' | 'building' | 'search' | 'map' | 'clipboard' | 'code' | 'settings' | 'users' | 'shield' | 'mail';

export interface TabDefinition {
  readonly id: string;
  readonly label: string;
  /** Where a tab is the app's navigation (the service console's tabs), its icon there. */
  readonly icon?: NavIcon;
}

/** A route in its app's navigation: the shell lists these in table order. */
export interface NavEntry {
  readonly label: string;
  readonly icon: NavIcon;
  /** Active only on the route's own path, not below it ('/' would match everything). */
  readonly end?: boolean;
}

export interface RouteDefinition {
  /** react-router path pattern (optional segments as `:name?`). */
  readonly path: string;
  readonly app: AppName;
  /** Default page title. */
  readonly title: string;
  readonly meta: RouteMeta;
  /** The `:tab` values of the route, in order; the first is the default (SPEC §2). */
  readonly tabs?: readonly TabDefinition[];
  /**
   * A child route: shown inside `parent`'s page under its tab `tab` (e.g. the assessment
   * workspace inside the tenant page's Assessments tab). Its path starts with the parent's.
   */
  readonly parent?: string;
  readonly tab?: string;
  /** Shown in the app's navigation (`navigationOf`), in table order. */
  readonly nav?: NavEntry;
}

/** What apps put on a react-router route's `handle`; the guard and analytics read it. */
export interface RouteHandle {
  readonly id: string;
  readonly meta: RouteMeta;
  readonly title: string;
  /** The tab when the `:tab` segment is absent: the first tab, or a child route's tab. */
  readonly defaultTab?: string;
}

const signedIn: RouteMeta = { requiresAuth: true };
const guestOnly: RouteMeta = { guestOnly: true };
const systemAdmin: RouteMeta = { requiresAuth: true, systemAdmin: true };
const shared: RouteMeta = { requiresAuth: true, sharedArea: true };
const publicRoute: RouteMeta = {};

const tenantTabs = [
  { id: 'overview', label: 'Overview' },
  { id: 'assessments', label: 'Assessments' },
  { id: 'roadmap', label: 'Roadmap' },
  { id: 'sharing', label: 'Sharing' },
  { id: 'settings', label: 'Settings' },
] as const;

/**
 * Every route of seed §2 by id: path, serving app, guard meta, title, tabs and child routes.
 * The only place a path is written: routers (`createAppRouter`), path builders (`paths`) and
 * the guard's targets derive from it. Any other path is the not-found page of the app that
 * receives it (the hosting rewrites of firebase.json choose the app).
 */
export const routeTable = {
  welcome: {
    path: '/',
    app: 'web',
    title: 'Welcome',
    meta: signedIn,
    nav: { label: 'Home', icon: 'home', end: true },
  },
  home: { path: '/home', app: 'web', title: 'Welcome', meta: signedIn },
  tenants: {
    path: '/tenant/',
    app: 'web',
    title: 'Tenants',
    meta: signedIn,
    nav: { label: 'Tenants', icon: 'building' },
  },
  tenant: {
    path: '/tenant/:tenantId/:tab?/:focus?',
    app: 'web',
    title: 'Tenant',
    meta: signedIn,
    tabs: tenantTabs,
  },
  // The assessment workspace; its focus is the assessment id (page_view reports it as focus).
  tenantAssessment: {
    path: '/tenant/:tenantId/assessments/:focus/:assessmentId',
    app: 'web',
    title: 'Assessment',
    meta: signedIn,
    parent: 'tenant',
    tab: 'assessments',
  },
  explore: {
    path: '/explore/:tab?/:tenantId?',
    app: 'web',
    title: 'Explore',
    meta: signedIn,
    nav: { label: 'Explore', icon: 'search' },
    tabs: [
      { id: 'baselines', label: 'Baselines' },
      { id: 'controls', label: 'Controls' },
      { id: 'compare', label: 'Compare' },
    ],
  },
  roadmap: {
    path: '/roadmap',
    app: 'web',
    title: 'Roadmap',
    meta: signedIn,
    nav: { label: 'Roadmap', icon: 'map' },
  },
  contentAdmin: {
    path: '/contentAdmin/:tab?/:focus?',
    app: 'web',
    title: 'Content admin',
    meta: signedIn,
    nav: { label: 'Content', icon: 'clipboard' },
    tabs: [
      { id: 'baselines', label: 'Baselines' },
      { id: 'import', label: 'Import' },
      { id: 'versions', label: 'Versions' },
    ],
  },
  developer: {
    path: '/developer/:tab?',
    app: 'web',
    title: 'Developer',
    meta: signedIn,
    nav: { label: 'Developer', icon: 'code' },
    // diagnostics: system developers only (the page refuses it to anyone else).
    tabs: [
      { id: 'keys', label: 'API keys' },
      { id: 'reference', label: 'Reference' },
      { id: 'diagnostics', label: 'Diagnostics' },
    ],
  },
  admin: {
    path: '/admin',
    app: 'web',
    title: 'Admin',
    meta: signedIn,
    nav: { label: 'Admin', icon: 'settings' },
  },
  // One's own account: any signed-in member, with or without an organisation yet.
  account: { path: '/account', app: 'web', title: 'Account', meta: signedIn },
  upgradeSuccess: { path: '/upgrade-success', app: 'web', title: 'Upgrade success', meta: signedIn },
  downgradeSuccess: { path: '/downgrade-success', app: 'web', title: 'Downgrade success', meta: signedIn },
  checkoutSuccess: { path: '/checkout-success', app: 'web', title: 'Checkout success', meta: signedIn },
  checkoutCancel: { path: '/checkout-cancel', app: 'web', title: 'Checkout cancelled', meta: signedIn },
  inProgress: {
    path: '/in-progress/:tid/:ttid',
    app: 'web',
    title: 'Assessment in progress',
    meta: publicRoute,
  },
  signIn: { path: '/signin', app: 'web', title: 'Sign in', meta: guestOnly },
  // The links of Firebase Auth's mails (password reset, address verification): anyone may open one.
  accountAction: { path: '/auth/action', app: 'web', title: 'Account link', meta: publicRoute },
  signOut: { path: '/signout', app: 'web', title: 'Sign out', meta: signedIn },
  service: {
    path: '/service/:tab?/:focus?',
    app: 'service-console',
    title: 'Service',
    meta: systemAdmin,
    tabs: [
      { id: 'tenants', label: 'Tenants', icon: 'building' },
      { id: 'users', label: 'Users', icon: 'users' },
      { id: 'subscriptions', label: 'Subscriptions', icon: 'shield' },
      { id: 'audit', label: 'Audit', icon: 'clipboard' },
      { id: 'outbox', label: 'Outbox', icon: 'mail' },
    ],
  },
  serviceTenant: {
    path: '/service/tenants/:tid/:ttid?/:focus?',
    app: 'service-console',
    title: 'Service tenant',
    meta: systemAdmin,
    parent: 'service',
    tab: 'tenants',
  },
  // `/shared` itself is a redirect page: the guard sends everyone to `sharedHomeTarget(session)`.
  sharedRoot: { path: '/shared', app: 'shared-portal', title: 'Shared', meta: { sharedArea: true } },
  sharedTenant: {
    path: '/shared/tenant/:tenantId/:tab?/:focus?',
    app: 'shared-portal',
    title: 'Shared tenant',
    meta: shared,
    // Shared users see results only: no sharing or settings (SPEC §2).
    tabs: [tenantTabs[0], tenantTabs[1], tenantTabs[2]],
    nav: { label: 'Shared tenant', icon: 'building' },
  },
  // One's own account, for shared users (members have /account in the web app).
  sharedAccount: { path: '/shared/account', app: 'shared-portal', title: 'Account', meta: shared },
  sharedSignIn: {
    path: '/sharedSignin/:tenantId',
    app: 'shared-portal',
    title: 'Shared sign in',
    meta: guestOnly,
  },
} as const satisfies Record<string, RouteDefinition>;

type Table = typeof routeTable;
export type RouteId = keyof Table;
/** The route ids one app serves: `Record<RouteIdOf<'web'>, Page>` makes a missing page a type error. */
export type RouteIdOf<A extends AppName> = { [K in RouteId]: Table[K]['app'] extends A ? K : never }[RouteId];
export type RoutePath = Table[RouteId]['path'];
/** The tab ids of a route (`never` for a route without tabs). */
export type TabId<K extends RouteId> = Table[K] extends {
  readonly tabs: readonly { readonly id: infer T extends string }[];
}
  ? T
  : never;

/** The rows of the table with their ids, in table order. */
export const routeList: readonly (RouteDefinition & { readonly id: RouteId })[] = (
  Object.keys(routeTable) as RouteId[]
).map((id) => ({ id, ...routeTable[id] }));

/** The routes one app serves, in table order. */
export function routesForApp<A extends AppName>(
  app: A,
): readonly (RouteDefinition & { readonly id: RouteIdOf<A> })[] {
  return routeList.filter((route): route is RouteDefinition & { id: RouteIdOf<A> } => route.app === app);
}

/** The `handle` to put on a react-router route built from a table row. */
export function routeHandle(id: RouteId): RouteHandle {
  const route: RouteDefinition = routeTable[id];
  const defaultTab = route.tab ?? route.tabs?.[0]?.id;
  return { id, meta: route.meta, title: route.title, ...(defaultTab !== undefined && { defaultTab }) };
}

/** The tabs of a route, for tab bars. */
export function tabsOf<K extends RouteId>(
  id: K,
): readonly { readonly id: TabId<K>; readonly label: string; readonly icon?: NavIcon }[] {
  const route: RouteDefinition = routeTable[id];
  return (route.tabs ?? []) as readonly { id: TabId<K>; label: string; icon?: NavIcon }[];
}

/**
 * An app's navigation: its routes with a `nav` entry, in table order, each linking to the route's
 * bare path with `params` (the shared portal's `tenantId`).
 */
export function navigationOf(
  app: AppName,
  params: Readonly<Record<string, string>> = {},
): readonly (NavEntry & { readonly id: RouteId; readonly to: string })[] {
  return routeList.flatMap((route) =>
    route.app === app && route.nav ? [{ id: route.id, to: buildPath(route.path, params), ...route.nav }] : [],
  );
}

/** Whether `tab` is one of the route's tabs (URL segments are untrusted). */
export function isTabOf<K extends RouteId>(id: K, tab: string | undefined): tab is TabId<K> {
  return tab !== undefined && tabsOf(id).some((t) => t.id === tab);
}

// ---- path builders -------------------------------------------------------------------------

type Segments<P extends string> = P extends `/${infer Head}/${infer Rest}`
  ? Head | Segments<`/${Rest}`>
  : P extends `/${infer Last}`
    ? Last
    : never;
type RequiredParams<P extends string> =
  Segments<P> extends infer S
    ? S extends `:${string}?`
      ? never
      : S extends `:${infer N}`
        ? N
        : never
    : never;
type OptionalParams<P extends string> =
  Segments<P> extends infer S ? (S extends `:${infer N}?` ? N : never) : never;
type Simplify<T> = { [K in keyof T]: T[K] };
/** The params of route `K`: required segments required, optional ones optional, `tab` typed by the route's tabs. */
export type RouteParams<K extends RouteId> = Simplify<
  { readonly [N in RequiredParams<Table[K]['path']>]: string } & {
    readonly [N in OptionalParams<Table[K]['path']>]?: N extends 'tab' ? TabId<K> : string;
  }
>;
type PathBuilder<K extends RouteId> = keyof RouteParams<K> extends never
  ? () => string
  : RequiredParams<Table[K]['path']> extends never
    ? (params?: RouteParams<K>) => string
    : (params: RouteParams<K>) => string;

/**
 * Fills a path pattern. Values are URL-encoded; an absent optional segment ends the path (later
 * optional segments are dropped with it, as the router could not match them without it).
 */
export function buildPath(
  pattern: string,
  params: Readonly<Record<string, string | undefined>> = {},
): string {
  const out: string[] = [];
  for (const segment of pattern.split('/').slice(1)) {
    if (!segment.startsWith(':')) {
      out.push(segment);
      continue;
    }
    const optional = segment.endsWith('?');
    const name = segment.slice(1, optional ? -1 : undefined);
    const value = params[name];
    if (value === undefined || value === '') {
      if (optional) break;
      throw new Error(`${pattern} needs :${name}`);
    }
    out.push(encodeURIComponent(value));
  }
  return `/${out.join('/')}`;
}

/** Typed path builders, one per route id: `paths.tenant({ tenantId, tab: 'settings' })`. */
export const paths = Object.fromEntries(
  routeList.map((route) => [
    route.id,
    (params?: Readonly<Record<string, string | undefined>>) => buildPath(route.path, params),
  ]),
) as unknown as { readonly [K in RouteId]: PathBuilder<K> };

/** The decoded params of `pathname` when it matches route `id` exactly, else `null`. */
export function matchRoute<K extends RouteId>(
  id: K,
  pathname: string,
): Partial<Record<string, string>> | null {
  const pattern = routeTable[id].path.split('/').slice(1);
  const parts = pathname.split('/').slice(1);
  if (parts.length > pattern.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of pattern.entries()) {
    const part = parts[index];
    const optional = segment.endsWith('?');
    if (part === undefined) {
      if (optional) continue;
      return null;
    }
    if (!segment.startsWith(':')) {
      if (part !== segment) return null;
      continue;
    }
    if (part === '') {
      if (optional && index === parts.length - 1) continue;
      return null;
    }
    try {
      params[segment.slice(1, optional ? -1 : undefined)] = decodeURIComponent(part);
    } catch {
      params[segment.slice(1, optional ? -1 : undefined)] = part;
    }
  }
  return params;
}

/**
 * The app that serves a path, by the hosting rewrites of firebase.json: `/shared…` and
 * `/sharedSignin/…` the shared portal, `/service…` the service console, everything else web.
 * Moving between apps needs a document load; within one app the router navigates.
 * (routes.test.ts reads firebase.json, so this and the rewrites cannot drift apart.)
 */
export function appForPath(pathname: string): AppName {
  if (/^\/(shared|sharedSignin)(\/|$)/.test(pathname)) return 'shared-portal';
  if (/^\/service(\/|$)/.test(pathname)) return 'service-console';
  return 'web';
}
