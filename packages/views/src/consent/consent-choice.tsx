// The visitor's analytics choice for the whole app: asked once on the first visit (the banner),
// kept in this browser, changeable any time from the account menu (Privacy choices).
import { readConsent, writeConsent } from '@assay/analytics';
import { useAnalytics } from '@assay/analytics/react';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export interface ConsentChoice {
  /** True while the banner asks (no choice yet, or the visitor reopened it). */
  readonly asking: boolean;
  /** The choice in force: true accepted, false rejected, null not made yet. */
  readonly granted: boolean | null;
  readonly decide: (granted: boolean) => void;
  readonly reopen: () => void;
}

const ConsentContext = createContext<ConsentChoice | null>(null);

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

export function ConsentProvider({ children }: { children?: ReactNode }) {
  const analytics = useAnalytics();
  const [granted, setGranted] = useState<boolean | null>(() => analytics.consent() ?? readConsent(storage()));
  const [asking, setAsking] = useState(granted === null);
  const decide = useCallback(
    (next: boolean) => {
      writeConsent(storage(), next);
      analytics.setConsent(next);
      setGranted(next);
      setAsking(false);
    },
    [analytics],
  );
  const reopen = useCallback(() => setAsking(true), []);
  const value = useMemo(() => ({ asking, granted, decide, reopen }), [asking, granted, decide, reopen]);
  return <ConsentContext value={value}>{children}</ConsentContext>;
}

/** The choice, or null outside a ConsentProvider (a screen rendered alone in a test). */
export function useConsentChoice(): ConsentChoice | null {
  return useContext(ConsentContext);
}
