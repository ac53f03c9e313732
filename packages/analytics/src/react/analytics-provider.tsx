import { createContext, useContext, type ReactNode } from 'react';
import type { Analytics } from '../analytics.ts';

const AnalyticsContext = createContext<Analytics | null>(null);

export interface AnalyticsProviderProps {
  readonly analytics: Analytics;
  readonly children?: ReactNode;
}

export function AnalyticsProvider({ analytics, children }: AnalyticsProviderProps): ReactNode {
  return <AnalyticsContext value={analytics}>{children}</AnalyticsContext>;
}

/** The app's analytics; throws when used outside `AnalyticsProvider`. */
export function useAnalytics(): Analytics {
  const analytics = useContext(AnalyticsContext);
  if (analytics === null) throw new Error('useAnalytics() must be used inside <AnalyticsProvider>.');
  return analytics;
}
