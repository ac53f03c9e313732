import { NavigationEffects } from '@assay/analytics/react';
import { routeHandle, routesForApp, type RouteDefinition } from '@assay/auth';
import { GuardedOutlet } from '@assay/auth/react';
import { ForbiddenPage, LoadingState, NotFoundPage, RouteErrorPage } from '@assay/ui';
import { createBrowserRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';

const pages: Record<string, RouteObject['lazy']> = {
  // `/shared` is a redirect page: the guard sends each user to their place (SPEC §2).
  '/shared': () => import('./routes/shared-redirect.tsx'),
  '/shared/tenant/:tenantId/:tab?/:focus?': () => import('./routes/shared-tenant.tsx'),
  '/sharedSignin/:tenantId': () => import('./routes/shared-sign-in.tsx'),
};

function toRoute(definition: RouteDefinition): RouteObject {
  const lazy = pages[definition.path];
  if (!lazy) throw new Error(`shared-portal has no page for ${definition.path}`);
  return { path: definition.path, handle: routeHandle(definition), lazy };
}

function RootLayout() {
  return (
    <>
      <NavigationEffects />
      <Outlet />
    </>
  );
}

const loading = <LoadingState label="Loading" />;

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: loading,
    children: [
      { element: <GuardedOutlet app="shared-portal" forbidden={<ForbiddenPage />} loading={loading} />, children: routesForApp('shared-portal').map(toRoute) },
      { path: '*', element: <NotFoundPage />, handle: { title: 'Not found' } },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
