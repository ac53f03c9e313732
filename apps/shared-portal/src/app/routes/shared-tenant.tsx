import { m } from '@assay/messages';
import { lazy, Suspense } from 'react';

// The first route of the portal is only a loading state: the screen (app shell, tenant page,
// tables) downloads as its own chunk, started with this module and in parallel with Firebase,
// so the first paint waits for neither (issue 12: first route ≤ 0.8× the web app's). The
// fallback is index.html's boot indicator, styled by the entry's CSS, so it needs no UI kit JS.
const screen = import('../../features/shared-tenant/components/shared-tenant-screen.tsx');
/** Settles once the screen's chunk has loaded (the router test waits for it). */
export const ready = screen;
const SharedTenantScreen = lazy(() => screen.then((module) => ({ default: module.SharedTenantScreen })));

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
