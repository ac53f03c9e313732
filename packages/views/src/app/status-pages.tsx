// The status pages (not found, no access, a route's error) load as their own chunk when first
// shown: a first visit rarely needs them, and their buttons and icons would otherwise weigh on
// every app's first paint. Until the chunk is there the loading state shows, never an empty page;
// if it cannot load (offline, likely why a route failed), a plain error page does.
import { m } from '@assay/messages';
import { LoadingState } from '@assay/ui';
import { lazy, Suspense, type ReactNode } from 'react';

const load = () => import('@assay/ui/pages');

function PlainErrorPage() {
  return (
    <main id="main" role="alert">
      <h1>{m.app_error_title()}</h1>
      <p>{m.app_error_body()}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {m.common_try_again()}
      </button>
    </main>
  );
}

const NotFound = lazy(() => load().then((pages) => ({ default: pages.NotFoundPage })));
const Forbidden = lazy(() => load().then((pages) => ({ default: pages.ForbiddenPage })));
const RouteError = lazy(() =>
  load().then(
    (pages) => ({ default: pages.RouteErrorPage }),
    () => ({ default: PlainErrorPage }),
  ),
);

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingState label={m.common_loading()} />}>{children}</Suspense>;
}

export const notFoundPage = (
  <Loading>
    <NotFound />
  </Loading>
);
export const forbiddenPage = (
  <Loading>
    <Forbidden />
  </Loading>
);
export const routeErrorPage = (
  <Loading>
    <RouteError />
  </Loading>
);
