import { createAnalytics } from '@assay/analytics';
import type { AuthSource, AuthState } from '@assay/auth/react';
import { useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthActions } from './auth-actions.ts';
import type { CallFn } from './callable.ts';
import { AssayProviders } from './providers.tsx';
import { createTestQueryClient } from './testing/render.tsx';

/** An identity provider still restoring its user until the test says who is signed in. */
function pendingAuthSource() {
  const listeners = new Set<(state: AuthState | null) => void>();
  const source: AuthSource = {
    subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    refresh: () => Promise.resolve(),
    signOut: () => Promise.resolve(),
  };
  const emit = (uid: string | null) => {
    const state =
      uid === null
        ? null
        : {
            user: {
              uid,
              email: `${uid}@example.com`,
              displayName: uid,
              metadata: { creationTime: '2025-01-01T00:00:00Z' },
            },
            claims: { tid: `org-of-${uid}`, role: 'editor' },
          };
    act(() => listeners.forEach((listener) => listener(state)));
  };
  return { source, emit };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** A page that fetches on its own, as a public page does (the guard renders it before the session is known). */
function Page({ fetch }: { fetch: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['page'], queryFn: fetch, staleTime: Infinity });
  return <p>{query.data ?? 'Loading'}</p>;
}

function renderProviders(source: AuthSource, fetch: () => Promise<string>) {
  const queryClient = createTestQueryClient();
  const runtime = {
    call: (() => Promise.reject(new Error('no calls'))) as CallFn,
    authActions: {} as AuthActions,
    emulated: true,
    authSource: source,
  };
  render(
    <AssayProviders runtime={runtime} analytics={createAnalytics({ adapters: [] })} queryClient={queryClient}>
      <Page fetch={fetch} />
    </AssayProviders>,
  );
  return queryClient;
}

afterEach(cleanup);

describe('AssayProviders cache scope', () => {
  it('keeps a query started while the session was restoring: it settles once the signed-in user appears', async () => {
    const { source, emit } = pendingAuthSource();
    const answer = deferred<string>();
    renderProviders(source, () => answer.promise);
    expect(screen.getByRole('paragraph').textContent).toBe('Loading');
    // The persisted user is restored while the page's call is in flight (a reload while signed in).
    emit('u1');
    await act(() => (answer.resolve('Your invitation'), answer.promise));
    expect((await screen.findByText('Your invitation')).textContent).toBe('Your invitation');
  });

  it('drops what one user fetched when another signs in', async () => {
    const { source, emit } = pendingAuthSource();
    const queryClient = renderProviders(source, () => Promise.resolve('Data of u1'));
    emit('u1');
    expect((await screen.findByText('Data of u1')).textContent).toBe('Data of u1');
    emit('u2');
    expect(queryClient.getQueryData(['page'])).toBeUndefined();
  });

  it('drops what a user fetched when they sign out', async () => {
    const { source, emit } = pendingAuthSource();
    const queryClient = renderProviders(source, () => Promise.resolve('Data of u1'));
    emit('u1');
    expect((await screen.findByText('Data of u1')).textContent).toBe('Data of u1');
    emit(null);
    expect(queryClient.getQueryData(['page'])).toBeUndefined();
  });
});
