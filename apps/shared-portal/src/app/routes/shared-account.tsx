import { lazy, Suspense } from 'react';

// As the tenant page: the frame and the page load as their own chunk, after the route.
const screen = Promise.all([
  import('../../features/shared-tenant/components/shared-shell.tsx'),
  import('@assay/views/account'),
]);
/** Settles once the screen's chunks have loaded (the router test waits for it, as for the tenant page). */
export const ready = screen;
const AccountScreen = lazy(() =>
  screen.then(([{ SharedShell }, { AccountPage }]) => ({
    default: () => (
      <SharedShell>
        <AccountPage />
      </SharedShell>
    ),
  })),
);

/** /shared/account: a shared user's own account (name, password, address, sessions, deletion). */
export function Component() {
  return (
    <Suspense fallback={<div data-boot role="status" />}>
      <AccountScreen />
    </Suspense>
  );
}
