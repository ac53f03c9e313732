import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { sessionFromFirebaseUser, type AuthUserLike, type Claims, type SessionUser } from '../session.ts';

/** One emission of the identity provider: the user and their ID-token claims. */
export interface AuthState {
  readonly user: AuthUserLike;
  readonly claims: Claims;
}

/**
 * Adapter over the identity provider, supplied by the app (which wires Firebase Auth in:
 * `onIdTokenChanged` + `getIdTokenResult`). Keeps this package firebase-free.
 */
export interface AuthSource {
  /** Calls `listener` with the current state and on every change; returns an unsubscribe. */
  subscribe(listener: (state: AuthState | null) => void): () => void;
  /** Forces an ID-token refresh (after a claim change) and re-emits. */
  refresh(): Promise<void>;
  signOut(): Promise<void>;
}

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export interface SessionContextValue {
  readonly status: SessionStatus;
  readonly session: SessionUser | null;
  /** Forces a token refresh so new custom claims take effect. */
  readonly refreshClaims: () => Promise<void>;
  readonly signOut: () => Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

interface SessionState {
  readonly status: SessionStatus;
  readonly session: SessionUser | null;
}

const LOADING: SessionState = { status: 'loading', session: null };

export interface AuthProviderProps {
  readonly source: AuthSource;
  readonly children?: ReactNode;
}

/** Subscribes to `source` and provides the session to `useSession()`. Pass a stable `source`. */
export function AuthProvider({ source, children }: AuthProviderProps): ReactNode {
  const [state, setState] = useState<SessionState>(LOADING);

  useEffect(
    () =>
      source.subscribe((next) => {
        setState(
          next === null
            ? { status: 'signedOut', session: null }
            : { status: 'signedIn', session: sessionFromFirebaseUser(next.user, next.claims) },
        );
      }),
    [source],
  );

  const value = useMemo<SessionContextValue>(
    () => ({
      status: state.status,
      session: state.session,
      refreshClaims: () => source.refresh(),
      signOut: () => source.signOut(),
    }),
    [state, source],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}

/** The current session; throws when used outside `AuthProvider`. */
export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (value === null) throw new Error('useSession() must be used inside <AuthProvider>.');
  return value;
}
