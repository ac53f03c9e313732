import type { Analytics } from '@assay/analytics';
import { AnalyticsProvider } from '@assay/analytics/react';
import { AuthProvider, useSession, type AuthSource } from '@assay/auth/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { ClientProvider, type AssayClient } from './client-context.tsx';
import { createQueryClient } from './query-client.ts';

/**
 * Clears every cached query when the user or organisation changes: nothing leaks across.
 * The first session known after start-up is no change: public pages render (and fetch) while
 * Auth restores its user, every call waits for that user (the transport), so what they cached is
 * already that session's. Clearing then would strand their queries in flight: an observer whose
 * component does not re-render keeps the removed query, which never settles.
 */
function CacheScope({
  queryClient,
  analytics,
  children,
}: {
  queryClient: QueryClient;
  analytics: Analytics;
  children: ReactNode;
}) {
  const { status, session } = useSession();
  const scope =
    status === 'loading' ? null : session ? `${session.uid}/${session.tid ?? session.ptid ?? ''}` : '';
  const [current, setCurrent] = useState(scope);
  if (scope !== null && scope !== current) {
    if (current !== null) queryClient.clear();
    setCurrent(scope);
  }
  useEffect(() => analytics.setUser(session?.uid ?? null), [analytics, session?.uid]);
  return children;
}

/** The data, auth and analytics providers every app mounts, in the one right order. */
// A session the server no longer accepts is handled by the callable client (fresh token, else sign-out).
export function AssayProviders({
  runtime,
  analytics,
  queryClient: given,
  children,
}: {
  runtime: AssayClient & { readonly authSource: AuthSource };
  analytics: Analytics;
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ClientProvider client={runtime}>
        <AuthProvider source={runtime.authSource}>
          <AnalyticsProvider analytics={analytics}>
            <CacheScope queryClient={queryClient} analytics={analytics}>
              {children}
            </CacheScope>
          </AnalyticsProvider>
        </AuthProvider>
      </ClientProvider>
    </QueryClientProvider>
  );
}
