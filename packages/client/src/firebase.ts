// The one place the web SDK is initialised. Apps call initFirebase with their env config.
import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { createAuthActions } from './auth-actions.ts';
import { createFirebaseAuthSource } from './auth-source.ts';
import { createCallableClient } from './callable.ts';
import { FUNCTIONS_REGION, type FirebaseClientConfig } from './config.ts';

export interface FirebaseClient {
  app: FirebaseApp;
  auth: Auth;
  functions: Functions;
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
  const functions = getFunctions(app, FUNCTIONS_REGION);
  if (config.emulators) {
    connectAuthEmulator(auth, config.emulators.authUrl, { disableWarnings: true });
    connectFunctionsEmulator(functions, config.emulators.functionsHost, config.emulators.functionsPort);
  }
  if (config.appCheckSiteKey) void initAppCheck(app, config.appCheckSiteKey);
  return { app, auth, functions, config };
}

/** Loaded lazily: App Check only exists where a site key is configured (production). */
async function initAppCheck(app: FirebaseApp, siteKey: string): Promise<void> {
  const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import('firebase/app-check');
  initializeAppCheck(app, { provider: new ReCaptchaEnterpriseProvider(siteKey), isTokenAutoRefreshEnabled: true });
}

/** Everything an app needs from Firebase, created once at start-up. */
export function createRuntime(config: FirebaseClientConfig) {
  const firebase = initFirebase(config);
  return {
    firebase,
    /** True on the local emulators (a demo-* project): some flows offer emulator-only shortcuts. */
    emulated: Boolean(config.emulators),
    /** Firebase Analytics loader: production only (a measurement id, no emulators); null otherwise. */
    loadAnalytics: config.emulators || !config.measurementId ? null : () => loadFirebaseAnalytics(firebase.app),
    call: createCallableClient(firebase.functions),
    authActions: createAuthActions(firebase.auth),
    authSource: createFirebaseAuthSource(firebase.auth, { tokenSyncUrl: config.tokenSyncUrl }),
  };
}

export type AssayRuntime = ReturnType<typeof createRuntime>;

async function loadFirebaseAnalytics(app: FirebaseApp) {
  const { getAnalytics, logEvent, setUserId } = await import('firebase/analytics');
  const analytics = getAnalytics(app);
  return {
    logEvent: (name: string, params: Readonly<Record<string, unknown>>) => logEvent(analytics, name, params),
    setUserId: (id: string | null) => setUserId(analytics, id),
  };
}
