import type { AnalyticsAdapter } from '../adapter.ts';
import type { AnalyticsParams } from '../events.ts';

/**
 * What the app's loader returns: thin wrappers over `firebase/analytics` bound to its app, e.g.
 * `logEvent: (name, params) => logEvent(analytics, name, params)`.
 */
export interface FirebaseAnalyticsLike {
  logEvent(name: string, params: Readonly<Record<string, unknown>>): void;
  setUserId(id: string | null): void;
  setAnalyticsCollectionEnabled?(enabled: boolean): void;
}

export type FirebaseAnalyticsState = 'idle' | 'loading' | 'ready' | 'failed';

export interface FirebaseAnalyticsAdapter extends AnalyticsAdapter {
  setConsent(granted: boolean): void;
  readonly state: FirebaseAnalyticsState;
  /** Resolves once the loader has settled (ready or failed); resolves at once when idle. */
  settled(): Promise<void>;
}

export interface FirebaseAnalyticsAdapterOptions {
  /** Most events kept while waiting for consent or the SDK; the oldest are dropped. 100 by default. */
  readonly maxBuffered?: number;
  /** Called when the loader fails (ad blockers do that); `console.warn` by default. */
  readonly onError?: (error: unknown) => void;
}

/** GA4 reads page_path / page_title; our page_view says path / title. Send both. */
function toFirebaseParams(name: string, params: AnalyticsParams): Readonly<Record<string, unknown>> {
  if (name !== 'page_view') return params;
  return { ...params, page_path: params.path, page_title: params.title };
}

/**
 * Firebase Analytics (GA4), loaded lazily and only with consent. `load` is supplied by the app
 * and imports `firebase/analytics` dynamically, so analytics stays out of the first-route bundle.
 *
 * - Until the user decides, nothing is loaded or sent; events are buffered (bounded).
 * - On `setConsent(true)` the SDK is loaded once; buffered events and the user id are then sent
 *   in order.
 * - `setConsent(false)` drops the buffer and disables collection; events are dropped until
 *   consent is granted again.
 * - If the loader fails, the adapter reports it once and drops events from then on.
 */
export function createFirebaseAnalyticsAdapter(
  load: () => Promise<FirebaseAnalyticsLike>,
  { maxBuffered = 100, onError }: FirebaseAnalyticsAdapterOptions = {},
): FirebaseAnalyticsAdapter {
  const report =
    onError ?? ((error: unknown) => console.warn('[analytics] Firebase Analytics failed to load', error));
  /** `null` until the user decides. */
  let consent: boolean | null = null;
  let state: FirebaseAnalyticsState = 'idle';
  let sdk: FirebaseAnalyticsLike | null = null;
  let loading: Promise<void> | null = null;
  let buffer: { name: string; params: AnalyticsParams }[] = [];
  let userId: string | null | undefined;

  const flush = (target: FirebaseAnalyticsLike) => {
    if (userId !== undefined) target.setUserId(userId);
    const pending = buffer;
    buffer = [];
    for (const { name, params } of pending) target.logEvent(name, toFirebaseParams(name, params));
  };

  const ensureLoaded = () => {
    if (state !== 'idle') return;
    state = 'loading';
    loading = load().then(
      (loaded) => {
        sdk = loaded;
        state = 'ready';
        loaded.setAnalyticsCollectionEnabled?.(consent === true);
        if (consent === true) flush(loaded);
      },
      (error: unknown) => {
        state = 'failed';
        buffer = [];
        report(error);
      },
    );
  };

  return {
    get state() {
      return state;
    },
    settled: () => loading ?? Promise.resolve(),
    send(name, params) {
      if (state === 'failed' || consent === false) return;
      if (consent === true && sdk !== null) {
        sdk.logEvent(name, toFirebaseParams(name, params));
        return;
      }
      buffer.push({ name, params });
      if (buffer.length > maxBuffered) buffer.splice(0, buffer.length - maxBuffered);
      if (consent === true) ensureLoaded();
    },
    setUser(uid) {
      userId = uid;
      if (consent === true && sdk !== null) sdk.setUserId(uid);
    },
    setConsent(granted) {
      consent = granted;
      if (!granted) {
        buffer = [];
        sdk?.setAnalyticsCollectionEnabled?.(false);
        return;
      }
      if (sdk === null) {
        ensureLoaded();
        return;
      }
      sdk.setAnalyticsCollectionEnabled?.(true);
      flush(sdk);
    },
  };
}
