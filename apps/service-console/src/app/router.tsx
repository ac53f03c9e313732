import { NavigationEffects } from '@assay/analytics/react';
import { routeHandle, routesForApp, type RouteDefinition } from '@assay/auth';
import { GuardedOutlet } from '@assay/auth/react';
import { ForbiddenPage, LoadingState, NotFoundPage, RouteErrorPage } from '@assay/ui';
import { createBrowserRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { ServiceLayout } from './service-layout.tsx';

const pages: Record<string, RouteObject['lazy']> = {
  '/service/:tab?/:focus?': () => import('./routes/service.tsx'),
  '/service/tenants/:tid/:ttid?/:focus?': () => import('./routes/service-tenant.tsx'),
};

function toRoute(definition: RouteDefinition): RouteObject {
  const lazy = pages[definition.path];
  if (!lazy) throw new Error(`service-console has no page for ${definition.path}`);
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
      {
        // The guard answers non-admins with the 403 page; the server checks adminUI again on every call.
        element: <GuardedOutlet app="service-console" forbidden={<ForbiddenPage />} loading={loading} />,
        children: [{ element: <ServiceLayout />, children: routesForApp('service-console').map(toRoute) }],
      },
      { path: '*', element: <NotFoundPage />, handle: { title: 'Not found' } },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
