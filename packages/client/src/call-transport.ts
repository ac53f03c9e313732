import { postCallable } from './callable-http.ts';
import type { CallTransport } from './callable.ts';
import { CALL_TIMEOUT_MS } from './config.ts';

/** App Check tokens for calls; `limitedUse` asks a single-use token (the server consumes it). */
export type AppCheckTokens = (limitedUse: boolean) => Promise<string | null>;

/** What the transport needs of Firebase Auth (its `Auth` fits; tests pass a fake). */
export interface TokenAuth {
  authStateReady(): Promise<void>;
  readonly currentUser: { getIdToken(forceRefresh?: boolean): Promise<string> } | null;
}

export interface HttpTransportOptions {
  /** Firebase Auth once loaded. */
  readonly auth: Promise<TokenAuth>;
  /** Resolves once App Check is initialised, null without a site key; every call waits for it. */
  readonly appCheck: Promise<AppCheckTokens | null>;
  /** The URL of a callable by name (emulator or cloudfunctions.net). */
  readonly url: (name: string) => string;
  readonly sessionEnded: () => void;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}

async function ready(auth: Promise<TokenAuth>): Promise<TokenAuth> {
  const loaded = await auth;
  await loaded.authStateReady();
  return loaded;
}

/** Auth's answers to a token renewal that mean the session itself is over (not the network). */
const refusedSessionCodes = new Set([
  'auth/user-token-expired',
  'auth/user-disabled',
  'auth/user-not-found',
  'auth/invalid-user-token',
]);
const sessionRefused = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  refusedSessionCodes.has(String((error as { code?: unknown }).code));

/** System-admin callables get single-use App Check tokens: the server consumes them (replay protection). */
const limitedUse = (name: string) => name.startsWith('service-');

/** The callable client's transport: the callable protocol over fetch with the session's tokens. */
export function httpTransport({
  auth,
  appCheck,
  url,
  sessionEnded,
  fetch,
  timeoutMs = CALL_TIMEOUT_MS,
}: HttpTransportOptions): CallTransport {
  return {
    invoke: async (name, data) => {
      // App Check is initialised before the first call goes out (no call races it), and the
      // persisted user is restored before its token is read (a call at start-up is not a guest's).
      const [tokens, restored] = await Promise.all([appCheck, ready(auth)]);
      const [idToken, appCheckToken] = await Promise.all([
        // A token that cannot be had is left off, as the SDK does (the server answers
        // unauthenticated). When Auth refused to renew it (access withdrawn, account disabled),
        // the SDK has already signed the user out, so the callable client would take them for a
        // guest: the session's end is told here, and the sign-in page says why.
        restored.currentUser?.getIdToken().catch((error: unknown) => {
          if (sessionRefused(error)) sessionEnded();
          return null;
        }) ?? null,
        tokens?.(limitedUse(name)) ?? null,
      ]);
      return postCallable({ url: url(name), data, idToken, appCheckToken, timeoutMs, fetch });
    },
    signedIn: async () => (await ready(auth)).currentUser !== null,
    refreshToken: async () => {
      // Auth keeps the fresh token: the next invoke's getIdToken() returns it.
      const { currentUser } = await ready(auth);
      if (currentUser === null) return false;
      await currentUser.getIdToken(true);
      return true;
    },
    sessionEnded,
  };
}
