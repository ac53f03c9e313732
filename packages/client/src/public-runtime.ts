// What a page opened from a link without signing in (a respondent's) gets instead of the
// runtime: calls go out without Firebase Auth, which such a page never downloads (issue 35).
// App Check still signs them where it is configured (production enforces it).
import type { AuthActions } from './auth-actions.ts';
import { callableUrlOf } from './callable-http.ts';
import { httpTransport, type TokenAuth } from './call-transport.ts';
import { createCallableClient } from './callable.ts';
import type { AssayClient } from './client-context.tsx';
import type { FirebaseClientConfig } from './config.ts';

/** Nobody is signed in on a public page, and nobody can become so there. */
const noUser: TokenAuth = { authStateReady: () => Promise.resolve(), currentUser: null };

const noSignIn = new Proxy({} as AuthActions, {
  get: (_, name) => () => {
    throw new Error(`authActions.${String(name)}: a public page has no sign-in`);
  },
});

export function createPublicRuntime(config: FirebaseClientConfig): AssayClient {
  const siteKey = config.appCheckSiteKey;
  return {
    emulated: Boolean(config.emulators),
    call: createCallableClient(
      httpTransport({
        auth: Promise.resolve(noUser),
        appCheck: siteKey
          ? import('./firebase-app-check.ts').then(({ appCheckWithoutAuth }) =>
              appCheckWithoutAuth(config, siteKey),
            )
          : Promise.resolve(null),
        url: callableUrlOf(config),
        // No session to end: a refused credential is the page's own answer (a bad link).
        sessionEnded: () => undefined,
      }),
    ),
    authActions: noSignIn,
  };
}
