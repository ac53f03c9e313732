// The one place the web SDK is initialised; loaded by createRuntime (runtime.ts) beside the first screen.
import { consentModeDefaults, consentModeUpdate } from '@assay/analytics';
import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { createAuthActions } from './auth-actions.ts';
import { createFirebaseAuthSource } from './auth-source.ts';
import type { AppCheckTokens } from './call-transport.ts';
import { initAppCheck } from './firebase-app-check.ts';
import type { FirebaseClientConfig } from './config.ts';

export interface FirebaseClient {
  app: FirebaseApp;
  auth: Auth;
  /** Resolves once App Check is initialised (null without a site key); calls wait for it. */
  appCheck: Promise<AppCheckTokens | null>;
  config: FirebaseClientConfig;
}

export function initFirebase(config: FirebaseClientConfig): FirebaseClient {
  const app = initializeApp({
    apiKey: config.apiKey,
    authDomain: config.authDomain,
    projectId: config.projectId,
    appId: config.appId,
    measurementId: config.measurementId,
  });
  // IndexedDB persistence is shared by the three apps on the one origin: one sign-in for all.
  // The popup resolver is passed per call (see auth-actions) so it stays out of the first route.
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (config.emulators) connectAuthEmulator(auth, config.emulators.authUrl, { disableWarnings: true });
  // Started at once, awaited by every call: no call can go out before App Check is ready.
  const appCheck = config.appCheckSiteKey ? initAppCheck(app, config.appCheckSiteKey) : Promise.resolve(null);
  return { app, auth, appCheck, config };
}

/** Firebase initialised with everything built on it; `runtime.ts` loads this module beside the first screen. */
export function loadFirebase(config: FirebaseClientConfig) {
  const firebase = initFirebase(config);
  return {
    ...firebase,
    authSource: createFirebaseAuthSource(firebase.auth, { tokenSyncUrl: config.tokenSyncUrl }),
    authActions: createAuthActions(firebase.auth),
    loadAnalytics: () => loadFirebaseAnalytics(firebase.app),
  };
}

export type LoadedFirebase = ReturnType<typeof loadFirebase>;

/**
 * Firebase Analytics with Google Consent Mode v2: every purpose denied before the tag configures
 * itself, then analytics storage granted or denied as the visitor chose (the adapter loads this
 * only after an acceptance, and calls setAnalyticsCollectionEnabled with the choice).
 */
async function loadFirebaseAnalytics(app: FirebaseApp) {
  const { getAnalytics, logEvent, setAnalyticsCollectionEnabled, setConsent, setUserId } =
    await import('firebase/analytics');
  setConsent({ ...consentModeDefaults });
  const analytics = getAnalytics(app);
  return {
    logEvent: (name: string, params: Readonly<Record<string, unknown>>) => logEvent(analytics, name, params),
    setUserId: (id: string | null) => setUserId(analytics, id),
    setAnalyticsCollectionEnabled: (enabled: boolean) => {
      setConsent(consentModeUpdate(enabled));
      setAnalyticsCollectionEnabled(analytics, enabled);
    },
  };
}
