import { paths, routeTable, type RouteMeta } from './routes.ts';
import type { SessionUser } from './session.ts';

export type { RouteMeta } from './routes.ts';

export interface GuardLocation {
  readonly pathname: string;
  readonly search: string;
}

export type GuardDecision =
  | { readonly type: 'allow' }
  | { readonly type: 'redirect'; readonly to: string }
  | { readonly type: 'forbidden' };

// The guard's targets, from the route table.
export const SIGN_IN_PATH = paths.signIn();
export const SIGN_OUT_PATH = paths.signOut();
export const SHARED_ROOT_PATH = paths.sharedRoot();
export const TENANT_LIST_PATH = paths.tenants();
export const MEMBER_HOME_PATH = paths.welcome();
/** `/sharedSignin`: the fixed start of its pattern. */
const SHARED_SIGN_IN_ROOT = routeTable.sharedSignIn.path.slice(0, routeTable.sharedSignIn.path.indexOf('/:'));
/** Query parameter on /signin carrying the path to return to after signing in. */
export const REDIRECT_PARAM = 'redirect';

const ALLOW: GuardDecision = { type: 'allow' };
const FORBIDDEN: GuardDecision = { type: 'forbidden' };
const redirect = (to: string): GuardDecision => ({ type: 'redirect', to });

/** Base used only to parse relative targets; never navigated to. */
const PARSE_BASE = 'https://assay.invalid';
const MAX_REDIRECT_LENGTH = 2048;
// Control characters and backslashes never occur in our own paths; browsers treat `\` as `/`.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

function isAuthFlowPath(pathname: string): boolean {
  return (
    pathname === SIGN_IN_PATH ||
    pathname === SIGN_OUT_PATH ||
    pathname === SHARED_SIGN_IN_ROOT ||
    pathname.startsWith(`${SHARED_SIGN_IN_ROOT}/`)
  );
}

/**
 * Returns `value` (normalised) when it is a same-origin relative path that is safe to
 * navigate to after signing in, otherwise `null`. Rejects absolute and protocol-relative
 * URLs (`http:`, `javascript:`, `//evil`, `/\evil`), control characters, and the sign-in /
 * sign-out routes themselves (which would loop or sign the user out).
 */
export function safeRedirectTarget(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_REDIRECT_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || UNSAFE_CHARACTERS.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PARSE_BASE);
  } catch {
    return null;
  }
  if (url.origin !== PARSE_BASE || isAuthFlowPath(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/signin`, with `?redirect=` back to the requested location when that is worth returning to. */
export function signInTarget(location: GuardLocation): string {
  const back = safeRedirectTarget(`${location.pathname}${location.search}`);
  if (back === null || back === MEMBER_HOME_PATH) return SIGN_IN_PATH;
  return `${SIGN_IN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(back)}`;
}

export function sharedTenantPath(ttid: string): string {
  return paths.sharedTenant({ tenantId: ttid });
}

/** A shared user in the sense of the guard: `ptid` present and no `tid` (seed §4). */
export function isSharedOnlyUser(session: SessionUser): boolean {
  return session.ptid !== undefined && session.tid === undefined;
}

/**
 * Where a signed-in user belongs: a shared user to `/shared/tenant/{ttid}`, everyone else to
 * `/`. `null` for a shared user whose token lacks `ttid` (no place to send them).
 */
export function homeTarget(session: SessionUser): string | null {
  if (!isSharedOnlyUser(session)) return MEMBER_HOME_PATH;
  return session.ttid === undefined ? null : sharedTenantPath(session.ttid);
}

/**
 * Target of the `/shared` redirect page (SPEC §2): a user with a shared tenant goes to
 * `/shared/tenant/{ttid}`, a member (or any other signed-in user) to `/tenant/`, a guest to
 * `/signin`. A shared user without `ttid` has nowhere to go and is sent to `/signin`.
 */
export function sharedHomeTarget(session: SessionUser | null): string {
  if (session === null) return SIGN_IN_PATH;
  if (session.ptid !== undefined && session.ttid !== undefined) return sharedTenantPath(session.ttid);
  if (isSharedOnlyUser(session)) return SIGN_IN_PATH;
  return TENANT_LIST_PATH;
}

function trimTrailingSlashes(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function guardSharedArea(session: SessionUser, pathname: string): GuardDecision {
  if (trimTrailingSlashes(pathname) === SHARED_ROOT_PATH) return redirect(sharedHomeTarget(session));
  // Any tenant id opens the page: another tenant's is the server's not-found, shown as the
  // not-found page (issue 12), so the URL neither redirects nor hints whether that tenant exists.
  if (session.ptid !== undefined && session.ttid !== undefined) return ALLOW;
  // A shared user whose token lacks ttid may see no tenant at all.
  if (isSharedOnlyUser(session)) return FORBIDDEN;
  // A member without a shared tenant has no business in the shared area: their tenants are at /tenant/.
  return redirect(TENANT_LIST_PATH);
}

/**
 * The route guard, run on every navigation (seed §4, SPEC §2). Pure: the same meta, session and
 * location always give the same decision.
 *
 * - guest on a route needing sign-in (or a system-admin route) → `/signin?redirect=…`
 * - signed-in user on a guest-only route → home (`/`, or `/shared/tenant/{ttid}` for a shared user);
 *   a member arriving from `/signin?redirect=…` goes to that (same-origin) target instead
 * - `/shared` → `sharedHomeTarget(session)`
 * - shared area: a user with a shared tenant may open `/shared/tenant/{id}/…` (another id is the
 *   page's not-found, answered by the server); a member without one goes to `/tenant/`
 * - shared user (ptid, no tid) on any other route needing sign-in → `/shared/tenant/{ttid}`
 * - system-admin route for a signed-in user without `adminUI` → forbidden (403 page)
 */
export function guardRoute(
  meta: RouteMeta,
  session: SessionUser | null,
  location: GuardLocation,
): GuardDecision {
  const needsAuth = meta.requiresAuth === true || meta.systemAdmin === true;
  if (session === null) {
    if (needsAuth) return redirect(signInTarget(location));
    if (meta.sharedArea === true && trimTrailingSlashes(location.pathname) === SHARED_ROOT_PATH) {
      return redirect(sharedHomeTarget(null));
    }
    return ALLOW;
  }
  if (meta.guestOnly === true) {
    const home = homeTarget(session);
    if (home === null) return ALLOW;
    // A member who signs in from `/signin?redirect=…` goes back where they were headed.
    const back = isSharedOnlyUser(session)
      ? null
      : safeRedirectTarget(new URLSearchParams(location.search).get(REDIRECT_PARAM));
    return redirect(back ?? home);
  }
  if (meta.sharedArea === true) return guardSharedArea(session, location.pathname);
  if (needsAuth && isSharedOnlyUser(session)) {
    return session.ttid === undefined ? FORBIDDEN : redirect(sharedTenantPath(session.ttid));
  }
  if (meta.systemAdmin === true && !session.adminUI) return FORBIDDEN;
  return ALLOW;
}
