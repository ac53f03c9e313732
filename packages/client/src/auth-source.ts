import { onIdTokenChanged, signOut as firebaseSignOut, type Auth, type User } from 'firebase/auth';
import { TOKEN_SYNC_MAX_AGE_MS } from './config.ts';

export interface AuthState {
  user: {
    uid: string;
    email: string | null;
    displayName: string | null;
    metadata: { creationTime?: string };
  };
  claims: Record<string, unknown>;
}

/** The adapter @assay/auth's AuthProvider consumes: auth state with verified-token claims. */
export interface FirebaseAuthSource {
  subscribe(listener: (state: AuthState | null) => void): () => void;
  refresh(): Promise<void>;
  signOut(): Promise<void>;
}

/**
 * The token-sync URL when it is same-origin, else null: the ID token is a bearer credential and
 * must never be posted to another origin, whatever the configuration says.
 */
export function sameOriginSyncUrl(url: string | undefined, origin = window.location.origin): string | null {
  if (url === undefined || url === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    parsed = new URL('invalid:');
  }
  if (parsed.origin !== origin) {
    console.error(`Token sync disabled: ${url} is not on this origin (${origin}).`);
    return null;
  }
  // Absolute: a path such as `//host/x` would otherwise be read as another origin.
  return parsed.href;
}

export function createFirebaseAuthSource(
  auth: Auth,
  options: { tokenSyncUrl?: string } = {},
): FirebaseAuthSource {
  const tokenSyncUrl = sameOriginSyncUrl(options.tokenSyncUrl);
  const listeners = new Set<(state: AuthState | null) => void>();
  let current: AuthState | null | undefined;

  async function emit(user: User | null, forceRefresh = false): Promise<void> {
    if (!user) {
      current = null;
    } else {
      const token = await user.getIdTokenResult(forceRefresh);
      current = { user, claims: token.claims };
      if (tokenSyncUrl !== null) void syncToken(tokenSyncUrl, token.token, token.issuedAtTime);
    }
    if (!user && tokenSyncUrl !== null) void syncToken(tokenSyncUrl, null, null);
    for (const listener of listeners) listener(current);
  }

  let unsubscribeAuth: (() => void) | undefined;
  return {
    subscribe(listener) {
      listeners.add(listener);
      if (current !== undefined) listener(current);
      unsubscribeAuth ??= onIdTokenChanged(auth, (user) => void emit(user));
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          unsubscribeAuth?.();
          unsubscribeAuth = undefined;
          current = undefined;
        }
      };
    },
    async refresh() {
      // After a claim change the server has set new claims: fetch a fresh token and re-emit.
      await emit(auth.currentUser, true);
    },
    signOut: () => firebaseSignOut(auth),
  };
}

/** Optional token sync (seed §7): POST the ID token while fresh, DELETE on sign-out; same-origin only. */
export async function syncToken(url: string, token: string | null, issuedAt: string | null): Promise<void> {
  try {
    if (token === null) {
      await fetch(url, { method: 'DELETE', credentials: 'same-origin' });
      return;
    }
    if (issuedAt && Date.now() - Date.parse(issuedAt) > TOKEN_SYNC_MAX_AGE_MS) return;
    await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Authorization: `Bearer ${token}` },
    });
  } catch (error) {
    console.warn('token sync failed', error);
  }
}
