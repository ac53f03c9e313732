export type { AuthActions } from './auth-actions.ts';
export { EMAIL_VERIFIED_PARAM } from './email-link.ts';
export {
  createCallableClient,
  type CallFn,
  type CallInput,
  type CallOutput,
  type CallTransport,
} from './callable.ts';
export { ClientProvider, useCall, useClient, type AssayClient } from './client-context.tsx';
export {
  CALL_TIMEOUT_MS,
  firebaseConfigFromEnv,
  FUNCTIONS_REGION,
  isDemoProject,
  TOKEN_SYNC_MAX_AGE_MS,
  type FirebaseClientConfig,
} from './config.ts';
export {
  AppError,
  issueMessage,
  loadErrorWording,
  messageFor,
  retryableCodes,
  toAppError,
  wordRule,
} from './errors.ts';
export {
  SecondFactorRequired,
  type PhoneEnrolment,
  type SecondFactor,
  type SecondFactorChallenge,
  type SecondFactorKind,
  type TotpEnrolment,
} from './second-factor-challenge.ts';
export { createRuntime, type AssayRuntime } from './runtime.ts';
export { createPublicRuntime } from './public-runtime.ts';
export { certainGuest } from './stored-session.ts';
export { orgKey, scopedKeys, scopeOf, type ScopedKeys } from './keys.ts';
export {
  useCallMutation,
  useKeys,
  useQueryContext,
  type CacheRules,
  type QueryContext,
} from './query-context.ts';
export { useOnline } from './online.ts';
export { startApp, type StartupStep } from './start-app.ts';
export { createQueryClient, retryDelay, type QueryClientOptions } from './query-client.ts';
export { AssayProviders } from './providers.tsx';
export { schemaRule, useFieldWording, type FieldWording } from './field-rules.ts';
export { createAppAnalytics } from './app-analytics.ts';
export { useCursorPages } from './cursor-pages.ts';
export { leaveSessionNotice, SESSION_ENDED_MESSAGE, takeSessionNotice } from './session-notice.ts';
