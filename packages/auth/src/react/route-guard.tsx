import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { guardRoute, type RouteMeta } from '../guard.ts';
import { appForPath, type AppName } from '../routes.ts';
import { useSession } from './auth-provider.tsx';

const FLAGS = ['requiresAuth', 'guestOnly', 'sharedArea', 'systemAdmin'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Reads guard meta from a react-router route `handle` (`{ meta, title }`). Only boolean flags
 * are taken; anything else yields `undefined` (the route declares no meta of its own).
 */
export function metaFromHandle(handle: unknown): RouteMeta | undefined {
  if (!isRecord(handle) || !isRecord(handle.meta)) return undefined;
  const source = handle.meta;
  const meta: { -readonly [K in keyof RouteMeta]: RouteMeta[K] } = {};
  for (const flag of FLAGS) {
    const value = source[flag];
    if (typeof value === 'boolean') meta[flag] = value;
  }
  return meta;
}

/**
 * The meta that applies to the current matches: the deepest route declaring meta wins, so
 * children inherit their layout's meta unless they declare their own. No meta anywhere = public.
 */
export function metaFromMatches(matches: readonly { readonly handle: unknown }[]): RouteMeta {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const meta = metaFromHandle(matches[index]?.handle);
    if (meta !== undefined) return meta;
  }
  return {};
}

/** Guard meta of the current location (needs a data router: `createBrowserRouter` & co.). */
export function useRouteMeta(): RouteMeta {
  return metaFromMatches(useMatches());
}

function isPublic(meta: RouteMeta): boolean {
  return FLAGS.every((flag) => meta[flag] !== true);
}

/** Replaces the document with `to` (another app on the same origin); shows `fallback` meanwhile. */
function DocumentRedirect({ to, fallback }: { to: string; fallback: ReactNode }): ReactNode {
  useEffect(() => window.location.replace(to), [to]);
  return fallback;
}

export interface RouteGuardProps {
  /** The app rendering the guard; redirects to another app's routes then load that app. */
  readonly app?: AppName;
  readonly meta: RouteMeta;
  /** Shown when the route is forbidden to the user (403). */
  readonly forbidden: ReactNode;
  /** Shown while the session is still loading; nothing by default. */
  readonly loading?: ReactNode;
  readonly children?: ReactNode;
}

/**
 * Applies `guardRoute` to the current location: loading element while the session loads
 * (public routes render at once), `<Navigate replace>` on a redirect, `forbidden` on a 403,
 * the children otherwise.
 */
export function RouteGuard({ app, meta, forbidden, loading = null, children }: RouteGuardProps): ReactNode {
  const { status, session } = useSession();
  const location = useLocation();
  if (status === 'loading') return isPublic(meta) ? children : loading;
  const decision = guardRoute(meta, session, location);
  switch (decision.type) {
    case 'redirect':
      // A target served by another app (e.g. /signin from the service console) needs a page load.
      // The loading element stays while the target's page loads: no blank page in between.
      return app && appForPath(decision.to.split('?')[0] ?? decision.to) !== app ? (
        <DocumentRedirect to={decision.to} fallback={loading} />
      ) : (
        <>
          <Navigate replace to={decision.to} />
          {loading}
        </>
      );
    case 'forbidden':
      return forbidden;
    case 'allow':
      return children;
  }
}

export interface GuardedOutletProps {
  readonly app?: AppName;
  readonly forbidden: ReactNode;
  readonly loading?: ReactNode;
}

/**
 * For layout routes of a data router: guards the matched child routes with the meta of their
 * `handle` (see `metaFromMatches`) and renders the `<Outlet />` when allowed.
 */
export function GuardedOutlet({ app, forbidden, loading }: GuardedOutletProps): ReactNode {
  const meta = useRouteMeta();
  return (
    <RouteGuard app={app} meta={meta} forbidden={forbidden} loading={loading}>
      <Outlet />
    </RouteGuard>
  );
}
