import { lazy, Suspense } from 'react';

// As the tenant page: the frame and the page load as their own chunk, after the route.
const screen = Promise.all([
  import('../../features/shared-tenant/components/shared-shell.tsx'),
  import('@assay/views/account'),
]);
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
