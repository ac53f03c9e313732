import { render, screen } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import {
  MemoryRouter,
  Route,
  RouterProvider,
  Routes,
  createMemoryRouter,
  useLocation,
  type RouteObject,
} from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { RouteMeta } from '../guard.ts';
import { routeHandle, routesForApp } from '../routes.ts';
import { createFakeAuthSource, userState, type FakeAuthSource } from '../test/fake-auth-source.ts';
import { AuthProvider } from './auth-provider.tsx';
import { GuardedOutlet, RouteGuard, metaFromHandle, metaFromMatches } from './route-guard.tsx';
import { SignOutRoute } from './sign-out-route.tsx';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

const forbiddenPage = <h1>403 — you don&apos;t have access</h1>;

function renderGuarded(fake: FakeAuthSource, meta: RouteMeta, path: string) {
  return render(
    <AuthProvider source={fake.source}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <RouteGuard meta={meta} forbidden={forbiddenPage} loading={<p>checking sign-in…</p>}>
                <h1>protected content</h1>
              </RouteGuard>
            }
          />
          <Route path="/signin" element={<Where />} />
          <Route path="/" element={<Where />} />
          <Route path="/shared/tenant/:tenantId" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </AuthProvider>,
  );
}

describe('RouteGuard', () => {
  it('shows the loading element while the session loads', () => {
    const fake = createFakeAuthSource();
    renderGuarded(fake, { requiresAuth: true }, '/admin');
    expect(screen.getByText('checking sign-in…')).toBeInTheDocument();
    expect(screen.queryByText('protected content')).not.toBeInTheDocument();
  });

  it('renders a public route at once, without waiting for the session', () => {
    const fake = createFakeAuthSource();
    renderGuarded(fake, {}, '/in-progress/p1/t1');
    expect(screen.getByText('protected content')).toBeInTheDocument();
  });

  it('sends a guest to /signin with a redirect back to the requested page', () => {
    const fake = createFakeAuthSource();
    renderGuarded(fake, { requiresAuth: true }, '/admin?tab=members');
    fake.emit(null);
    expect(screen.getByTestId('where')).toHaveTextContent('/signin?redirect=%2Fadmin%3Ftab%3Dmembers');
  });

  it('renders the children for a member', () => {
    const fake = createFakeAuthSource();
    renderGuarded(fake, { requiresAuth: true }, '/admin');
    fake.emit(userState({ tid: 't1', role: 'owner' }));
    expect(screen.getByText('protected content')).toBeInTheDocument();
  });

  it('renders the caller-supplied 403 element for a member on a system-admin route', () => {
    const fake = createFakeAuthSource();
    renderGuarded(fake, { requiresAuth: true, systemAdmin: true }, '/service');
    fake.emit(userState({ tid: 't1', role: 'owner' }));
    expect(screen.getByRole('heading', { name: /403/ })).toBeInTheDocument();
    expect(screen.queryByText('protected content')).not.toBeInTheDocument();
  });

  it('sends a shared user from a member route to their shared tenant', () => {
    const fake = createFakeAuthSource();
    renderGuarded(fake, { requiresAuth: true }, '/tenant/');
    fake.emit(userState({ ptid: 'p1', ttid: 'tt1' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/shared/tenant/tt1');
  });

  it('sends a signed-in member away from a guest-only page to the welcome page', () => {
    const fake = createFakeAuthSource();
    renderGuarded(fake, { guestOnly: true }, '/sharedSignin/tt1');
    fake.emit(userState({ tid: 't1' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('loads the other app with a document navigation when the target is served by another app', () => {
    const replace = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, replace });
    const fake = createFakeAuthSource();
    render(
      <AuthProvider source={fake.source}>
        <MemoryRouter initialEntries={['/tenant/']}>
          <RouteGuard
            app="web"
            meta={{ requiresAuth: true }}
            forbidden={forbiddenPage}
            loading={<p>leaving…</p>}
          >
            <h1>protected content</h1>
          </RouteGuard>
        </MemoryRouter>
      </AuthProvider>,
    );
    fake.emit(userState({ ptid: 'p1', ttid: 'tt1' }));
    expect(replace).toHaveBeenCalledWith('/shared/tenant/tt1');
    expect(screen.getByText('leaving…')).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('navigates inside the app when the target is its own route', () => {
    const replace = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, replace });
    const fake = createFakeAuthSource();
    render(
      <AuthProvider source={fake.source}>
        <MemoryRouter initialEntries={['/tenant/']}>
          <Routes>
            <Route
              path="/tenant/"
              element={
                <RouteGuard app="web" meta={{ requiresAuth: true }} forbidden={forbiddenPage}>
                  <h1>protected content</h1>
                </RouteGuard>
              }
            />
            <Route path="/signin" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>,
    );
    fake.emit(null);
    expect(screen.getByTestId('where')).toHaveTextContent('/signin?redirect=%2Ftenant%2F');
    expect(replace).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('re-evaluates when the user signs out on a protected page', () => {
    const fake = createFakeAuthSource();
    renderGuarded(fake, { requiresAuth: true }, '/roadmap');
    fake.emit(userState({ tid: 't1' }));
    expect(screen.getByText('protected content')).toBeInTheDocument();
    fake.emit(null);
    expect(screen.getByTestId('where')).toHaveTextContent('/signin?redirect=%2Froadmap');
  });
});

function renderDataRouter(fake: FakeAuthSource, routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <StrictMode>
      <AuthProvider source={fake.source}>
        <RouterProvider router={router} />
      </AuthProvider>
    </StrictMode>,
  );
  return router;
}

const layoutRoutes: RouteObject[] = [
  {
    element: <GuardedOutlet forbidden={forbiddenPage} loading={<p>checking sign-in…</p>} />,
    handle: { meta: { requiresAuth: true } },
    children: [
      { path: '/roadmap', element: <h1>roadmap</h1> },
      {
        path: '/service',
        element: <h1>service</h1>,
        handle: { meta: { requiresAuth: true, systemAdmin: true } },
      },
      { path: '/in-progress/:tid/:ttid', element: <h1>landing</h1>, handle: { meta: {} } },
    ],
  },
  { path: '/signin', element: <Where /> },
];

describe('GuardedOutlet', () => {
  it("guards a child route with its layout's meta", async () => {
    const fake = createFakeAuthSource();
    renderDataRouter(fake, layoutRoutes, '/roadmap');
    fake.emit(null);
    expect(await screen.findByTestId('where')).toHaveTextContent('/signin?redirect=%2Froadmap');
  });

  it('keeps showing the loading element while the sign-in page of a redirect is still loading', async () => {
    const fake = createFakeAuthSource();
    let loaded: (module: { Component: () => ReactNode }) => void = () => undefined;
    const signInPage = new Promise<{ Component: () => ReactNode }>((resolve) => (loaded = resolve));
    const router = renderDataRouter(
      fake,
      [layoutRoutes[0]!, { path: '/signin', lazy: () => signInPage }],
      '/roadmap',
    );
    fake.emit(null);
    // The navigation to /signin is pending on its lazy page: the guest still sees progress, not a blank page.
    await vi.waitFor(() => expect(router.state.navigation.location?.pathname).toBe('/signin'));
    expect(screen.getByText('checking sign-in…')).toBeInTheDocument();
    loaded({ Component: Where });
    expect(await screen.findByTestId('where')).toHaveTextContent('/signin?redirect=%2Froadmap');
    expect(screen.queryByText('checking sign-in…')).not.toBeInTheDocument();
  });

  it("lets a child's own meta override its layout's", async () => {
    const fake = createFakeAuthSource();
    renderDataRouter(fake, layoutRoutes, '/service');
    fake.emit(userState({ tid: 't1', role: 'owner' }));
    expect(await screen.findByRole('heading', { name: /403/ })).toBeInTheDocument();
  });

  it('renders a child declared public to a guest', async () => {
    const fake = createFakeAuthSource();
    renderDataRouter(fake, layoutRoutes, '/in-progress/p1/t1');
    fake.emit(null);
    expect(await screen.findByRole('heading', { name: 'landing' })).toBeInTheDocument();
  });

  it('guards routers built from the route table', async () => {
    const fake = createFakeAuthSource();
    const routes: RouteObject[] = [
      {
        element: <GuardedOutlet forbidden={forbiddenPage} />,
        children: routesForApp('service-console').map((route) => ({
          path: route.path,
          handle: routeHandle(route.id),
          element: <h1>service area</h1>,
        })),
      },
    ];
    renderDataRouter(fake, routes, '/service/tenants/p1');
    fake.emit(userState({ adminUI: true }));
    expect(await screen.findByRole('heading', { name: 'service area' })).toBeInTheDocument();
  });
});

describe('metaFromHandle', () => {
  it.each<[string, unknown, RouteMeta | undefined]>([
    [
      'a handle with meta',
      { meta: { requiresAuth: true, systemAdmin: false }, title: 'x' },
      { requiresAuth: true, systemAdmin: false },
    ],
    ['flags of the wrong type', { meta: { requiresAuth: 'yes', guestOnly: 1 } }, {}],
    ['a handle without meta', { title: 'x' }, undefined],
    ['meta that is not an object', { meta: 'requiresAuth' }, undefined],
    ['no handle', undefined, undefined],
  ])('reads %s', (_label, handle, expected) => {
    expect(metaFromHandle(handle)).toEqual(expected);
  });

  it('takes the deepest declared meta from the matches and treats none as public', () => {
    expect(metaFromMatches([{ handle: { meta: { requiresAuth: true } } }, { handle: undefined }])).toEqual({
      requiresAuth: true,
    });
    expect(
      metaFromMatches([
        { handle: { meta: { requiresAuth: true } } },
        { handle: { meta: { guestOnly: true } } },
      ]),
    ).toEqual({
      guestOnly: true,
    });
    expect(metaFromMatches([])).toEqual({});
  });
});

describe('SignOutRoute', () => {
  function renderSignOut(fake: FakeAuthSource, extra?: ReactNode) {
    return renderDataRouter(
      fake,
      [
        { path: '/signout', element: <SignOutRoute pending={<p>signing out…</p>} /> },
        { path: '/signin', element: <Where /> },
        ...(extra === undefined ? [] : [{ path: '/extra', element: extra }]),
      ],
      '/signout',
    );
  }

  it('signs out exactly once under StrictMode and lands on /signin', async () => {
    const fake = createFakeAuthSource();
    fake.source.signOut.mockImplementation(
      () =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            fake.emit(null);
            resolve();
          }, 0),
        ),
    );
    renderSignOut(fake);
    fake.emit(userState({ tid: 't1' }));
    expect(screen.getByText('signing out…')).toBeInTheDocument();
    expect(await screen.findByTestId('where')).toHaveTextContent('/signin');
    expect(fake.source.signOut).toHaveBeenCalledTimes(1);
  });

  it('goes straight to /signin when nobody is signed in', async () => {
    const fake = createFakeAuthSource();
    renderSignOut(fake);
    fake.emit(null);
    expect(await screen.findByTestId('where')).toHaveTextContent('/signin');
    expect(fake.source.signOut).not.toHaveBeenCalled();
  });
});
