// What an app gets from Firebase, created once at start-up. Firebase itself (app, Auth, their
// helpers: about 32 KB gzip) is loaded beside the first screen rather than before it: the app
// paints its shell or progress indicator at once, and the session appears when Auth has
// restored it. Every route that depends on the session waits for that (the guard shows its
// loading state), so nothing reads Auth before it exists.
import type { AuthSource } from '@assay/auth/react';
import type { AuthActions } from './auth-actions.ts';
import { mayBeEmailLink, storedEmailForLink } from './email-link.ts';
import { callableUrlOf } from './callable-http.ts';
import { httpTransport } from './call-transport.ts';
import { createCallableClient } from './callable.ts';
import type { FirebaseClientConfig } from './config.ts';
import type { LoadedFirebase } from './firebase.ts';
import { importFirebase } from './firebase-module.ts';
import { leaveSessionNotice } from './session-notice.ts';

export function createRuntime(config: FirebaseClientConfig) {
  const loading = importFirebase().then(({ loadFirebase }) => loadFirebase(config));
  let loaded: LoadedFirebase | undefined;
  void loading.then(
    (firebase) => (loaded = firebase),
    () => undefined,
  );
  const authSource = deferredAuthSource(loading.then((firebase) => firebase.authSource));
  return {
    /** Resolves when Firebase is initialised; rejects when it could not be loaded (start-up failure). */
    ready: loading.then(() => undefined),
    /** True on the local emulators (a demo-* project): some flows offer emulator-only shortcuts. */
    emulated: Boolean(config.emulators),
    /** Firebase Analytics loader: production only (a measurement id, no emulators); null otherwise. */
    loadAnalytics:
      config.emulators || !config.measurementId
        ? null
        : () => loading.then((firebase) => firebase.loadAnalytics()),
    call: createCallableClient(
      httpTransport({
        auth: loading.then((firebase) => firebase.auth),
        appCheck: loading.then((firebase) => firebase.appCheck),
        url: callableUrlOf(config),
        sessionEnded: () => {
          leaveSessionNotice();
          void authSource.signOut();
        },
      }),
    ),
    authActions: deferredAuthActions(
      loading.then((firebase) => firebase.authActions),
      () => loaded?.authActions,
    ),
    authSource,
  };
}

export type AssayRuntime = ReturnType<typeof createRuntime>;

/** The session source once Firebase is loaded; until then the session is `loading`. */
function deferredAuthSource(source: Promise<AuthSource>): AuthSource {
  return {
    subscribe(listener) {
      let unsubscribe: (() => void) | undefined;
      let active = true;
      void source.then(
        (loaded) => {
          if (active) unsubscribe = loaded.subscribe(listener);
        },
        () => undefined,
      );
      return () => {
        active = false;
        unsubscribe?.();
      };
    },
    refresh: async () => (await source).refresh(),
    signOut: async () => (await source).signOut(),
  };
}

/**
 * Sign-in methods that wait for Firebase. The synchronous ones answer from the loaded Auth:
 * they are read by screens that render only once the session is known (sign-in pages are
 * guest-only, the verification banner is for signed-in members), so Auth is there by then.
 */
function deferredAuthActions(
  actions: Promise<AuthActions>,
  loaded: () => AuthActions | undefined,
): AuthActions {
  const now = (): AuthActions => {
    const current = loaded();
    if (current === undefined)
      throw new Error('Firebase Auth is read before it has loaded: render this once the session is known.');
    return current;
  };
  return {
    signInWithPassword: async (...args) => (await actions).signInWithPassword(...args),
    signUpWithPassword: async (...args) => (await actions).signUpWithPassword(...args),
    resendVerification: async () => (await actions).resendVerification(),
    refreshVerification: async () => (await actions).refreshVerification(),
    signInWithGoogle: async () => (await actions).signInWithGoogle(),
    signInWithEmulatedGoogle: async (...args) => (await actions).signInWithEmulatedGoogle(...args),
    signInWithSso: async (...args) => (await actions).signInWithSso(...args),
    signInWithEmulatedSso: async (...args) => (await actions).signInWithEmulatedSso(...args),
    sendEmailLink: async (...args) => (await actions).sendEmailLink(...args),
    completeEmailLink: async (...args) => (await actions).completeEmailLink(...args),
    sendPasswordReset: async (...args) => (await actions).sendPasswordReset(...args),
    passwordResetEmail: async (...args) => (await actions).passwordResetEmail(...args),
    resetPassword: async (...args) => (await actions).resetPassword(...args),
    applyAccountCode: async (...args) => (await actions).applyAccountCode(...args),
    refreshAccount: async () => (await actions).refreshAccount(),
    changePassword: async (...args) => (await actions).changePassword(...args),
    changeEmail: async (...args) => (await actions).changeEmail(...args),
    startTotpEnrolment: async (...args) => (await actions).startTotpEnrolment(...args),
    startPhoneEnrolment: async (...args) => (await actions).startPhoneEnrolment(...args),
    removeSecondFactor: async (...args) => (await actions).removeSecondFactor(...args),
    // The account page renders once the session is known.
    hasPassword: () => now().hasPassword(),
    secondFactors: () => now().secondFactors(),
    // Nobody is signed in before Auth has restored the session.
    unverifiedEmail: () => loaded()?.unverifiedEmail() ?? null,
    // A guest page may paint before Auth (see certainGuest): only a possible link needs it.
    isEmailLink: (href) => mayBeEmailLink(href) && now().isEmailLink(href),
    storedEmailForLink,
  };
}
