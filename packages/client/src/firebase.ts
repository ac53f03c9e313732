// The one place the web SDK is initialised. Apps call createRuntime with their env config.
import { initializeApp, type FirebaseApp } from 'firebase/app';
import type { AppCheck } from 'firebase/app-check';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';
import { createAuthActions } from './auth-actions.ts';
import { createFirebaseAuthSource } from './auth-source.ts';
import { createCallableClient, type CallTransport } from './callable.ts';
import { CALL_TIMEOUT_MS, FUNCTIONS_REGION, type FirebaseClientConfig } from './config.ts';
import { leaveSessionNotice } from './session-notice.ts';

export interface FirebaseClient {
  app: FirebaseApp;
  auth: Auth;
  functions: Functions;
  /** Resolves once App Check is initialised (null without a site key); calls wait for it. */
  appCheck: Promise<AppCheck | null>;
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
  // Started at once, awaited by every call: no call can go out before App Check is ready.
  const appCheck = config.appCheckSiteKey ? initAppCheck(app, config.appCheckSiteKey) : Promise.resolve(null);
  return { app, auth, functions, appCheck, config };
}

/** Loaded lazily: App Check only exists where a site key is configured (production). */
async function initAppCheck(app: FirebaseApp, siteKey: string): Promise<AppCheck> {
  const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import('firebase/app-check');
  return initializeAppCheck(app, { provider: new ReCaptchaEnterpriseProvider(siteKey), isTokenAutoRefreshEnabled: true });
}

/** System-admin callables get single-use App Check tokens: the server consumes them (replay protection). */
const limitedUse = (name: string) => name.startsWith('service-');

function callTransport(firebase: FirebaseClient, signOut: () => Promise<void>): CallTransport {
  return {
    invoke: async (name, data) => {
      // App Check is initialised before the first call goes out (no call races it).
      await firebase.appCheck;
      const callable = httpsCallable(firebase.functions, name, { timeout: CALL_TIMEOUT_MS, limitedUseAppCheckTokens: limitedUse(name) });
      return (await callable(data)).data;
    },
    signedIn: async () => {
      await firebase.auth.authStateReady();
      return firebase.auth.currentUser !== null;
    },
    refreshToken: async () => {
      // The SDK sends the current token with every call: refreshing it here is what the retry uses.
      if (firebase.auth.currentUser === null) return false;
      await firebase.auth.currentUser.getIdToken(true);
      return true;
    },
    sessionEnded: () => {
      leaveSessionNotice();
      void signOut();
    },
  };
}

/** Everything an app needs from Firebase, created once at start-up. */
export function createRuntime(config: FirebaseClientConfig) {
  const firebase = initFirebase(config);
  const authSource = createFirebaseAuthSource(firebase.auth, { tokenSyncUrl: config.tokenSyncUrl });
  return {
    firebase,
    /** True on the local emulators (a demo-* project): some flows offer emulator-only shortcuts. */
    emulated: Boolean(config.emulators),
    /** Firebase Analytics loader: production only (a measurement id, no emulators); null otherwise. */
    loadAnalytics: config.emulators || !config.measurementId ? null : () => loadFirebaseAnalytics(firebase.app),
    call: createCallableClient(callTransport(firebase, () => authSource.signOut())),
    authActions: createAuthActions(firebase.auth),
    authSource,
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
