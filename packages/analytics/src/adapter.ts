import type { AnalyticsParams } from './events.ts';

/** A destination for analytics events (GA4, console, memory, …). */
export interface AnalyticsAdapter {
  send(name: string, params: AnalyticsParams): void | Promise<void>;
  /** Associates later events with a user id; `null` on sign-out. */
  setUser?(uid: string | null): void;
  /** Adapters that talk to third parties send nothing until consent is granted. */
  setConsent?(granted: boolean): void;
}
