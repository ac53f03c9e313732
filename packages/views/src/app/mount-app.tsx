import type { AppName } from '@assay/auth';
import {
  AssayProviders,
  createAppAnalytics,
  createQueryClient,
  createRuntime,
  type FirebaseClientConfig,
} from '@assay/client';
import { showStartupError } from '@assay/client/start';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ConsentBanner, ConsentProvider } from '../consent/index.ts';
import { startLocale } from '../locale/index.ts';
import { appRoutes, type AppRoutesOptions } from './app-routes.tsx';
import { renderPage } from './render-page.tsx';
import { sessionMirror } from './session-mirror.ts';

export interface MountAppOptions<A extends AppName> extends AppRoutesOptions<A> {
  readonly firebase: FirebaseClientConfig;
}

/**
 * Starts one of the three apps: Firebase, analytics, the query client, the providers in their
 * one right order, and the router built from the route table (`appRoutes`).
 */
export function mountApp<A extends AppName>(root: HTMLElement, options: MountAppOptions<A>): void {
  startLocale();
  const runtime = createRuntime(options.firebase);
  const { analytics } = createAppAnalytics(runtime);
  const queryClient = createQueryClient();
  const router = createBrowserRouter(
    appRoutes(options, { queryClient, call: runtime.call, session: sessionMirror(runtime.authSource) }),
  );
  const reactRoot = createRoot(root);
  // Firebase loads beside the first screen; without it there is no session: say so, never hang.
  runtime.ready.catch((error: unknown) => {
    reactRoot.unmount();
    showStartupError(root, error);
  });
  renderPage(
    reactRoot,
    <AssayProviders runtime={runtime} analytics={analytics} queryClient={queryClient}>
      <ConsentProvider>
        <RouterProvider router={router} />
        <ConsentBanner />
      </ConsentProvider>
    </AssayProviders>,
  );
}
