import type { Analytics } from '@assay/analytics';
import { AnalyticsProvider } from '@assay/analytics/react';
import { AuthProvider, useSession } from '@assay/auth/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { ClientProvider } from './client-context.tsx';
import type { AssayRuntime } from './runtime.ts';
import { createQueryClient } from './query-client.ts';

/** Clears every cached query when the user or organisation changes: nothing leaks across. */
function CacheScope({ queryClient, analytics, children }: { queryClient: QueryClient; analytics: Analytics; children: ReactNode }) {
  const { session } = useSession();
  const scope = session ? `${session.uid}/${session.tid ?? session.ptid ?? ''}` : '';
  const [current, setCurrent] = useState(scope);
  if (scope !== current) {
    queryClient.clear();
    setCurrent(scope);
  }
  useEffect(() => analytics.setUser(session?.uid ?? null), [analytics, session?.uid]);
  return children;
}

/** The data, auth and analytics providers every app mounts, in the one right order. */
// A session the server no longer accepts is handled by the callable client (fresh token, else sign-out).
export function AssayProviders({ runtime, analytics, queryClient: given, children }: { runtime: AssayRuntime; analytics: Analytics; queryClient?: QueryClient; children: ReactNode }) {
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
