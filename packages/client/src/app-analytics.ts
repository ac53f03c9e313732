import {
  createAnalytics,
  createConsoleAdapter,
  createFirebaseAnalyticsAdapter,
  createMemoryAdapter,
  readConsent,
  type Analytics,
  type MemoryAdapter,
} from '@assay/analytics';
import type { AssayRuntime } from './runtime.ts';

/**
 * The analytics every app uses: events kept in memory (the developer diagnostics stream and
 * e2e checks read them), and sent to Firebase Analytics in production or the console locally.
 * Firebase Analytics waits for the visitor's choice (the consent banner, @assay/views/consent):
 * until they accept, it neither loads nor sets a cookie.
 */
export function createAppAnalytics(runtime: AssayRuntime): { analytics: Analytics; recorded: MemoryAdapter } {
  const recorded = createMemoryAdapter();
  const analytics = createAnalytics({
    adapters: [
      recorded,
      runtime.loadAnalytics ? createFirebaseAnalyticsAdapter(runtime.loadAnalytics) : createConsoleAdapter(),
    ],
    consent: readConsent(window.localStorage) ?? undefined,
  });
  // On the emulators, expose the stream so end-to-end tests can assert page_view events.
  if (runtime.emulated) Object.assign(window, { __assayAnalytics: recorded });
  return { analytics, recorded };
}
