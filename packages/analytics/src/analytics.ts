import type { AnalyticsAdapter } from './adapter.ts';
import { cleanParams, type AnalyticsEventName, type EventArgs } from './events.ts';

export interface Analytics {
  /** Sends a typed event to every adapter. Never throws; adapter failures go to `onError`. */
  readonly track: <E extends AnalyticsEventName>(name: E, ...args: EventArgs<E>) => void;
  readonly setUser: (uid: string | null) => void;
  /** Forwards the user's analytics consent to every consent-aware adapter. */
  readonly setConsent: (granted: boolean) => void;
  /** The user's decision; `null` while undecided. */
  readonly consent: () => boolean | null;
}

export interface CreateAnalyticsOptions {
  readonly adapters: readonly AnalyticsAdapter[];
  /**
   * The user's stored decision, if any. Undecided by default: consent-aware adapters then hold
   * events back (bounded) until the user decides, and drop them on a refusal.
   */
  readonly consent?: boolean;
  /** Called when an adapter throws or rejects; `console.warn` by default. */
  readonly onError?: (error: unknown) => void;
}

/** Fans events out to several adapters, isolating each one's failures from the others and the app. */
export function createAnalytics({ adapters, consent, onError }: CreateAnalyticsOptions): Analytics {
  const report = onError ?? ((error: unknown) => console.warn('[analytics] adapter failed', error));
  let granted: boolean | null = consent ?? null;

  const each = (action: (adapter: AnalyticsAdapter) => void | Promise<void>) => {
    for (const adapter of adapters) {
      try {
        const result = action(adapter);
        if (result instanceof Promise) result.catch(report);
      } catch (error) {
        report(error);
      }
    }
  };

  if (consent !== undefined) each((adapter) => adapter.setConsent?.(consent));

  return {
    track: (name, ...args) => {
      const params = cleanParams(args[0]);
      each((adapter) => adapter.send(name, params));
    },
    setUser: (uid) => {
      each((adapter) => adapter.setUser?.(uid));
    },
    setConsent: (next) => {
      granted = next;
      each((adapter) => adapter.setConsent?.(next));
    },
    consent: () => granted,
  };
}
