import { NavigationEffects } from '@assay/analytics/react';
import { routeHandle, routesForApp, type RouteDefinition } from '@assay/auth';
import { GuardedOutlet } from '@assay/auth/react';
import { ForbiddenPage, LoadingState, NotFoundPage, RouteErrorPage } from '@assay/ui';
import { createBrowserRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { ShellLayout } from './shell-layout.tsx';

type Lazy = RouteObject['lazy'];

// Every web route of the route table, with its screen. Pages in the shell get the navigation.
const pages: Record<string, { lazy: Lazy; shell: boolean }> = {
  '/': { lazy: () => import('./routes/welcome.tsx'), shell: true },
  '/home': { lazy: () => import('./routes/welcome.tsx'), shell: true },
  '/explore/:tab?/:tenantId?': { lazy: () => import('./routes/explore.tsx'), shell: true },
  '/tenant/': { lazy: () => import('./routes/tenants.tsx'), shell: true },
  '/tenant/:tenantId/:tab?/:focus?': { lazy: () => import('./routes/tenant.tsx'), shell: true },
  '/admin': { lazy: () => import('./routes/admin.tsx'), shell: true },
  '/roadmap': { lazy: () => import('./routes/roadmap.tsx'), shell: true },
  '/developer': { lazy: () => import('./routes/developer.tsx'), shell: true },
  '/contentAdmin/:tab?/:focus?': { lazy: () => import('./routes/content-admin.tsx'), shell: true },
  '/upgrade-success': { lazy: () => import('./routes/return-route.tsx'), shell: false },
  '/downgrade-success': { lazy: () => import('./routes/return-route.tsx'), shell: false },
  '/checkout-success': { lazy: () => import('./routes/return-route.tsx'), shell: false },
  '/checkout-cancel': { lazy: () => import('./routes/return-route.tsx'), shell: false },
  '/in-progress/:tid/:ttid': { lazy: () => import('./routes/in-progress.tsx'), shell: false },
  '/signin': { lazy: () => import('./routes/sign-in.tsx'), shell: false },
  '/signout': { lazy: () => import('./routes/sign-out.tsx'), shell: false },
};

function toRoute(definition: RouteDefinition): RouteObject {
  const page = pages[definition.path];
  if (!page) throw new Error(`web has no page for ${definition.path}`);
  return { path: definition.path, handle: routeHandle(definition), lazy: page.lazy };
}

const definitions = routesForApp('web');
const inShell = definitions.filter((d) => pages[d.path]?.shell);
const bare = definitions.filter((d) => !pages[d.path]?.shell);

function RootLayout() {
  return (
    <>
      <NavigationEffects />
      <Outlet />
    </>
  );
}

const loading = <LoadingState label="Loading" />;
const forbidden = <ForbiddenPage />;

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: loading,
    children: [
      {
        // The guard reads the deepest route's meta, so it sits above the shell: no shell flash for guests.
        element: <GuardedOutlet app="web" forbidden={forbidden} loading={loading} />,
        children: [{ element: <ShellLayout />, children: inShell.map(toRoute) }, ...bare.map(toRoute)],
      },
      { path: '*', element: <NotFoundPage />, handle: { title: 'Not found' } },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
