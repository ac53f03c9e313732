export {
  AuthProvider,
  useSession,
  type AuthProviderProps,
  type AuthSource,
  type AuthState,
  type SessionContextValue,
  type SessionStatus,
} from './auth-provider.tsx';
export {
  GuardedOutlet,
  RouteGuard,
  metaFromHandle,
  metaFromMatches,
  useRouteMeta,
  type GuardedOutletProps,
  type RouteGuardProps,
} from './route-guard.tsx';
export { SignOutRoute, type SignOutRouteProps } from './sign-out-route.tsx';
export { useRouteTab } from './route-tab.ts';
