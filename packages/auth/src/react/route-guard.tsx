import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { guardRoute, type RouteMeta } from '../guard.ts';
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

export interface RouteGuardProps {
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
export function RouteGuard({ meta, forbidden, loading = null, children }: RouteGuardProps): ReactNode {
  const { status, session } = useSession();
  const location = useLocation();
  if (status === 'loading') return isPublic(meta) ? children : loading;
  const decision = guardRoute(meta, session, location);
  switch (decision.type) {
    case 'redirect':
      return <Navigate replace to={decision.to} />;
    case 'forbidden':
      return forbidden;
    case 'allow':
      return children;
  }
}

export interface GuardedOutletProps {
  readonly forbidden: ReactNode;
  readonly loading?: ReactNode;
}

/**
 * For layout routes of a data router: guards the matched child routes with the meta of their
 * `handle` (see `metaFromMatches`) and renders the `<Outlet />` when allowed.
 */
export function GuardedOutlet({ forbidden, loading }: GuardedOutletProps): ReactNode {
  const meta = useRouteMeta();
  return (
    <RouteGuard meta={meta} forbidden={forbidden} loading={loading}>
      <Outlet />
    </RouteGuard>
  );
}
