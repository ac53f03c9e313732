import { guardRoute, routeTable, sessionFromFirebaseUser, type RouteId } from '@assay/auth';
import type { AuthSource } from '@assay/auth/react';
import { AnalyticsProvider } from '@assay/analytics/react';
import {
  ClientProvider,
  createAppAnalytics,
  createQueryClient,
  createRuntime,
  certainGuest,
  type AssayClient,
  type FirebaseClientConfig,
} from '@assay/client';
import { showStartupError } from '@assay/client/start';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ConsentBanner, ConsentProvider } from '../consent/index.ts';
import { renderPage } from '../app/render-page.tsx';
import { startLocale } from '../locale/index.ts';
// Hides the copies of the first paint an entry document holds (build/entry-documents.ts) but one.
import './first-paint/first-paint.css.ts';

export interface MountGuestPageOptions {
  readonly firebase: FirebaseClientConfig;
  /** The route whose guard decides, once Auth has restored the session, whether the page shows. */
  readonly route: RouteId;
  readonly page: ReactNode;
  /** Provides a query client, for a page that fetches (shared sign-in names the invitation). */
  readonly queries?: boolean;
}

/**
 * Starts one signed-out page (sign-in, shared sign-in) without the application: no router,
 * pages or shell are evaluated, so a phone paints it sooner (issue 35). The guard of
 * its route still decides on the session Auth restores; whoever signs in on the page is sent on
 * by a document load, where the application starts.
 */
export function mountGuestPage(
  root: HTMLElement,
  { firebase, route, page, queries = false }: MountGuestPageOptions,
): void {
  startLocale();
  const runtime = createRuntime(firebase);
  // The first visit is often here: the analytics choice is asked as in the app.
  const { analytics } = createAppAnalytics(runtime);
  const reactRoot = showGuestPage(createRoot(root), {
    runtime,
    route,
    page: (
      <AnalyticsProvider analytics={analytics}>
        <ConsentProvider>
          {queries ? <QueryClientProvider client={createQueryClient()}>{page}</QueryClientProvider> : page}
          <ConsentBanner />
        </ConsentProvider>
      </AnalyticsProvider>
    ),
    redirect: (to) => window.location.replace(to),
  });
  runtime.ready.catch((error: unknown) => {
    reactRoot.unmount();
    showStartupError(root, error);
  });
}

export interface GuestPageRuntime extends AssayClient {
  readonly authSource: AuthSource;
}

/**
 * Asks the route's guard once, on the session Auth restores: a redirect is followed, otherwise
 * `page` renders. A visitor who certainly holds no session (the first visit, from a mail) sees
 * the page at once, before Firebase has loaded; the guard still decides when Auth answers.
 * Signing in on the page is the page's own to finish (sign-up still names the account and sends
 * the verification mail): it moves on when done, by a document load.
 */
export function showGuestPage(
  reactRoot: Root,
  {
    runtime,
    route,
    page,
    redirect,
    paintBeforeAuth = () => certainGuest(window.location.href),
  }: {
    runtime: GuestPageRuntime;
    route: RouteId;
    page: ReactNode;
    redirect: (to: string) => void;
    /** Whether the page may show before Auth answers (a certain guest); see certainGuest. */
    paintBeforeAuth?: () => Promise<boolean>;
  },
): Root {
  let shown = false;
  const show = () => {
    if (shown) return;
    shown = true;
    renderPage(reactRoot, <ClientProvider client={runtime}>{page}</ClientProvider>);
  };
  let decided = false;
  runtime.authSource.subscribe((state) => {
    if (decided) return;
    decided = true;
    const session = state && sessionFromFirebaseUser(state.user, state.claims);
    const decision = guardRoute(routeTable[route].meta, session, window.location);
    if (decision.type === 'redirect') redirect(decision.to);
    else show();
  });
  void paintBeforeAuth().then((early) => {
    if (early && !decided) show();
  });
  return reactRoot;
}
