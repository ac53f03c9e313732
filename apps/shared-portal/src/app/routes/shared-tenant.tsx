import { m } from '@assay/messages';
import type { PrefetchContext } from '@assay/views/app';
import { lazy, Suspense } from 'react';

// The first route of the portal is only a loading state: the screen (app shell, tenant page,
// tables) downloads as its own chunk, started with this module and in parallel with Firebase,
// so the first paint waits for neither (issue 12: first route ≤ 0.8× the web app's). The
// fallback is index.html's boot indicator, styled by the entry's CSS, so it needs no UI kit JS.
// The page's data asks come first, small: the prefetch need not wait for the screen's chunks (a
// phone's browser asks for a few files at a time), and the query hooks they share with the screen
// stay off the first route.
const data = import('../../features/shared-tenant/api/prefetch-shared-tenant.ts');
const screen = import('../../features/shared-tenant/components/shared-tenant-screen.tsx');
/** Settles once the chunks this module starts have loaded (the router test waits for them). */
export const ready = Promise.all([screen, data]);
const SharedTenantScreen = lazy(() => screen.then((module) => ({ default: module.SharedTenantScreen })));

/** The page's data starts downloading beside the screen's chunks, not after them. */
export const prefetch = async (context: PrefetchContext) => (await data).prefetchSharedTenant(context);

/** The tenant page for shared users (`sharedTenant`). */
export function Component() {
  return (
    <Suspense
      fallback={
        <div data-boot role="status">
          {m.tenant_loading()}…
        </div>
      }
    >
      <SharedTenantScreen />
    </Suspense>
  );
}
