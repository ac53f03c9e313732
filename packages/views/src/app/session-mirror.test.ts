import type { AuthSource, AuthState } from '@assay/auth/react';
import { describe, expect, it } from 'vitest';
import { sessionMirror } from './session-mirror.ts';

/** A session source whose emissions the test drives, as Firebase Auth's restore and sign-out would. */
function drivenSource() {
  const listeners = new Set<(state: AuthState | null) => void>();
  const source: AuthSource = {
    subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    refresh: () => Promise.resolve(),
    signOut: () => Promise.resolve(),
  };
  const emit = (state: AuthState | null) => listeners.forEach((listener) => listener(state));
  return { source, emit };
}

const user = { uid: 'u1', email: 'u1@example.com', displayName: 'U1', metadata: {} };
const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('sessionMirror', () => {
  it('settles once Auth has restored the session, with its claims, and follows later changes', async () => {
    const { source, emit } = drivenSource();
    const session = sessionMirror(source);
    const first = session();
    expect(await settled(first)).toBe(false);
    emit({ user, claims: { ptid: 'northwind', ttid: 'nw-contoso' } });
    expect(await first).toMatchObject({ uid: 'u1', ptid: 'northwind', ttid: 'nw-contoso' });
    emit(null);
    expect(await session()).toBeNull();
  });

  it('settles with no session for a signed-out visitor', async () => {
    const { source, emit } = drivenSource();
    const session = sessionMirror(source);
    emit(null);
    expect(await session()).toBeNull();
  });
});
