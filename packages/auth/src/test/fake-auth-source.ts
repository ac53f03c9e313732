import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { AuthSource, AuthState } from '../react/auth-provider.tsx';

export interface FakeAuthSource {
  readonly source: AuthSource & {
    subscribe: ReturnType<typeof vi.fn<AuthSource['subscribe']>>;
    refresh: ReturnType<typeof vi.fn<AuthSource['refresh']>>;
    signOut: ReturnType<typeof vi.fn<AuthSource['signOut']>>;
  };
  /** Emits a state to the current subscriber inside act(). */
  emit(state: AuthState | null): void;
  readonly subscribers: () => number;
}

export function userState(claims: Record<string, unknown>, uid = 'u1'): AuthState {
  return {
    user: {
      uid,
      email: `${uid}@example.com`,
      displayName: uid,
      metadata: { creationTime: '2024-12-01T00:00:00Z' },
    },
    claims,
  };
}

/** An in-memory identity provider; `refresh` re-emits the claims set with `nextClaims`. */
export function createFakeAuthSource(): FakeAuthSource & {
  nextClaims(claims: Record<string, unknown>): void;
} {
  const listeners = new Set<(state: AuthState | null) => void>();
  let current: AuthState | null = null;
  const send = (state: AuthState | null) => {
    current = state;
    for (const listener of listeners) listener(state);
  };
  let pendingClaims: Record<string, unknown> | undefined;
  const source = {
    subscribe: vi.fn<AuthSource['subscribe']>((listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    }),
    refresh: vi.fn<AuthSource['refresh']>(() => {
      if (current !== null && pendingClaims !== undefined)
        send({ user: current.user, claims: pendingClaims });
      return Promise.resolve();
    }),
    signOut: vi.fn<AuthSource['signOut']>(() => {
      send(null);
      return Promise.resolve();
    }),
  };
  return {
    source,
    emit(state) {
      act(() => {
        send(state);
      });
    },
    subscribers: () => listeners.size,
    nextClaims(claims) {
      pendingClaims = claims;
    },
  };
}
