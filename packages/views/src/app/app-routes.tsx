import { NavigationEffects } from '@assay/analytics/react';
import { routeHandle, routesForApp, type AppName, type RouteIdOf } from '@assay/auth';
import type { SessionUser } from '@assay/auth';
import { GuardedOutlet } from '@assay/auth/react';
import { scopedKeys, scopeOf, type QueryContext } from '@assay/client';
import { m } from '@assay/messages';
import { LoadingState } from '@assay/ui';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { Outlet, type Params, type RouteObject } from 'react-router';
import { forbiddenPage, notFoundPage, routeErrorPage } from './status-pages.tsx';

/** What a route module exports: its screen, and optionally what to fetch before it renders. */
export interface PageModule {
  readonly Component: ComponentType;
  /** Starts the page's queries with the route's params while its screen loads (not awaited). */
  readonly prefetch?: (context: PrefetchContext) => unknown;
}

export interface PrefetchContext extends QueryContext {
  readonly queryClient: QueryClient;
  readonly params: Params;
  /** Who is signed in: a page may fetch differently for a system admin. */
  readonly session: SessionUser;
}

export interface Page {
  readonly load: () => Promise<PageModule>;
  /** Rendered without the app's layout (sign-in, return routes): full-page screens. */
  readonly bare?: boolean;
}

/** One page per route of the app, keyed by route id: a missing or unknown page is a type error. */
export type Pages<A extends AppName> = { readonly [K in RouteIdOf<A>]: Page };

export interface AppRoutesOptions<A extends AppName> {
  readonly app: A;
  readonly pages: Pages<A>;
  /** Layout element (with an `<Outlet />`) around every page that is not `bare`. */
  readonly layout?: ReactNode;
}

/** Where loaders find the query client and the session at navigation time (set by `mountApp`). */
export interface LoaderEnvironment {
  readonly queryClient: QueryClient;
  readonly call: QueryContext['call'];
  /** The session once Auth has restored it (on a first load, Firebase is still downloading). */
  session(): Promise<SessionUser | null>;
}

function RootLayout() {
  return (
    <>
      <NavigationEffects />
      <Outlet />
    </>
  );
}

// A component, so the label is read when it renders, in the language chosen by then.
function RouteLoading() {
  return <LoadingState label={m.common_loading()} />;
}
const loading = <RouteLoading />;

/**
 * The route objects of one app, from the route table: every route the table gives the app with
 * its page, `handle` (guard meta, title, default tab) and a not-found page. The guard sits above
 * the layout (no layout flash for guests); page_view and scroll-to-top run on every navigation.
 */
export function appRoutes<A extends AppName>(
  { app, pages, layout }: AppRoutesOptions<A>,
  environment?: LoaderEnvironment,
): RouteObject[] {
  const toRoute = (id: RouteIdOf<A>): RouteObject => {
    const page: Page = pages[id];
    return {
      id,
      path: routesForApp(app).find((route) => route.id === id)?.path,
      handle: routeHandle(id),
      lazy: async () => {
        const { Component, prefetch } = await page.load();
        if (prefetch === undefined || environment === undefined) return { Component };
        return {
          Component,
          loader: ({ params }) => {
            // Not awaited: the page's queries start as soon as the session is known, which on a
            // first load is while the screen's chunks still download (issue 35). Only for a
            // signed-in user: the guard decides about everyone else, and keys need the organisation.
            // A prefetch that fails costs nothing: the screen asks again and shows what went wrong.
            void environment
              .session()
              .then(
                (session) =>
                  session !== null &&
                  prefetch({
                    queryClient: environment.queryClient,
                    call: environment.call,
                    keys: scopedKeys(scopeOf(session)),
                    params,
                    session,
                  }),
              )
              .catch(() => undefined);
            return null;
          },
        };
      },
    };
  };
  const ids = routesForApp(app).map((route) => route.id);
  const inLayout = ids.filter((id) => pages[id].bare !== true).map(toRoute);
  const bare = ids.filter((id) => pages[id].bare === true).map(toRoute);
  return [
    {
      element: <RootLayout />,
      errorElement: routeErrorPage,
      hydrateFallbackElement: loading,
      children: [
        {
          element: <GuardedOutlet app={app} forbidden={forbiddenPage} loading={loading} />,
          children: [
            ...(layout === undefined ? inLayout : [{ element: layout, children: inLayout }]),
            ...bare,
          ],
        },
        { path: '*', element: notFoundPage, handle: { title: 'Not found' } },
      ],
    },
  ];
}
