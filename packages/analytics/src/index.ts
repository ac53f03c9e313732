export type { AnalyticsAdapter } from './adapter.ts';
export { createAnalytics, type Analytics, type CreateAnalyticsOptions } from './analytics.ts';
export {
  cleanParams,
  type AnalyticsEventName,
  type AnalyticsEvents,
  type AnalyticsParams,
  type EventArgs,
  type NoParams,
  type ParamValue,
  type SignInMethod,
} from './events.ts';
export { createConsoleAdapter, type ConsoleAdapterOptions } from './adapters/console.ts';
export {
  createMemoryAdapter,
  type MemoryAdapter,
  type MemoryAdapterOptions,
  type RecordedEvent,
} from './adapters/memory.ts';
export {
  createFirebaseAnalyticsAdapter,
  type FirebaseAnalyticsAdapter,
  type FirebaseAnalyticsAdapterOptions,
  type FirebaseAnalyticsLike,
  type FirebaseAnalyticsState,
} from './adapters/firebase.ts';
export {
  CONFIG_FETCH_TIMEOUT_MS,
  CONFIG_RETRY_BASE_MS,
  CONFIG_RETRY_CAP_MS,
  CONFIG_RETRY_FACTOR,
  CONFIG_RETRY_FACTOR_503,
  CONFIG_RETRY_JITTER,
  CONFIG_RETRY_STATUSES,
  OFFLINE_AFTER_MS,
  RECONNECT_MAX_MS,
  RECONNECT_MULTIPLIER,
  RECONNECT_START_MS,
  configRetryDelay,
  reconnectDelay,
  shouldRetryConfig,
} from './backoff.ts';
export {
  RETURN_ROUTE_TARGET,
  returnRoutes,
  type ReturnEventName,
  type ReturnRoutePath,
} from './return-routes.ts';
export {
  CONSENT_STORAGE_KEY,
  consentModeDefaults,
  consentModeUpdate,
  readConsent,
  writeConsent,
  type ConsentState,
} from './consent.ts';
