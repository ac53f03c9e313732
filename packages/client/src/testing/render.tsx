import { AuthProvider, useSession, type AuthSource, type AuthState } from '@assay/auth/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AuthActions } from '../auth-actions.ts';
import type { CallFn } from '../callable.ts';
import { ClientProvider } from '../client-context.tsx';
import { createFakeCall } from './fake-call.ts';

export interface RenderWithClientOptions {
  /** The callable client; a fake without handlers by default. */
  readonly call?: CallFn;
  /** ID-token claims of the signed-in user (`{ tid, role }`); `null` for a guest. */
  readonly claims?: Record<string, unknown> | null;
  /** The route pattern `ui` is mounted on (its params reach `useParams`); `/` by default. */
  readonly route?: string;
  /** The URL to open; `route` by default. */
  readonly path?: string;
  /** Extra providers around the router (e.g. the UI kit's toasts). */
  readonly wrapper?: ComponentType<{ children: ReactNode }>;
  /** Sign-in actions the screen uses (the others reject: not faked). */
  readonly authActions?: Partial<AuthActions>;
}

export interface RenderWithClientResult extends RenderResult {
  readonly queryClient: QueryClient;
  readonly router: ReturnType<typeof createMemoryRouter>;
}

/** A fresh client as the tests of this repository want it: no retries, nothing shared between tests. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
}

/** An identity provider that is signed in with `claims` (or signed out) from the start. */
export function staticAuthSource(claims: Record<string, unknown> | null, uid = 'u1'): AuthSource {
  const state: AuthState | null =
    claims === null
      ? null
      : {
          user: {
            uid,
            email: `${uid}@example.com`,
            displayName: uid,
            metadata: { creationTime: '2025-01-01T00:00:00Z' },
          },
          claims,
        };
  return {
    subscribe: (listener) => (listener(state), () => undefined),
    refresh: () => Promise.resolve(),
    signOut: () => Promise.resolve(),
  };
}

/** Renders once the session is known, as the route guard does in the apps. */
function SessionKnown({ children }: { children: ReactNode }) {
  return useSession().status === 'loading' ? null : children;
}

const fakeAuthActions = (faked: Partial<AuthActions> = {}) =>
  new Proxy(faked as AuthActions, {
    get: (target, name) =>
      name in target
        ? target[name as keyof AuthActions]
        : () => Promise.reject(new Error(`authActions.${String(name)} is not faked in this test.`)),
  });

/**
 * Renders `ui` inside the providers every screen needs: a fresh QueryClient, the client context
 * with a (fake) `call`, a signed-in session and a memory data router on `route`. Other paths
 * render an empty page, so navigation can be asserted on `router.state.location`.
 */
export function renderWithClient(
  ui: ReactNode,
  options: RenderWithClientOptions = {},
): RenderWithClientResult {
  const queryClient = createTestQueryClient();
  const route = options.route ?? '/';
  const router = createMemoryRouter(
    [
      { path: route, element: ui },
      { path: '*', element: null },
    ],
    { initialEntries: [options.path ?? route] },
  );
  const Wrapper = options.wrapper ?? (({ children }: { children: ReactNode }) => children);
  const client = {
    call: options.call ?? createFakeCall(),
    authActions: fakeAuthActions(options.authActions),
    emulated: true,
  };
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ClientProvider client={client}>
        <AuthProvider
          source={staticAuthSource(
            options.claims === undefined ? { tid: 'org-1', role: 'owner' } : options.claims,
          )}
        >
          <SessionKnown>
            <Wrapper>
              <RouterProvider router={router} />
            </Wrapper>
          </SessionKnown>
        </AuthProvider>
      </ClientProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, router };
}
