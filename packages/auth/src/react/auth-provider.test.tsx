import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createFakeAuthSource, userState } from '../test/fake-auth-source.ts';
import { AuthProvider, useSession } from './auth-provider.tsx';

function StatusProbe() {
  const { status, session } = useSession();
  return (
    <p>
      {status}:{session?.uid ?? 'nobody'}:{session?.role ?? 'no-role'}:{session?.systemRole ?? '-'}
    </p>
  );
}

describe('AuthProvider', () => {
  it('is loading until the source first emits, then signed in with the session from the claims', () => {
    const fake = createFakeAuthSource();
    render(
      <AuthProvider source={fake.source}>
        <StatusProbe />
      </AuthProvider>,
    );
    expect(screen.getByText('loading:nobody:no-role:-')).toBeInTheDocument();
    fake.emit(userState({ tid: 't1', role: 'owner', adminUI: true }, 'ada'));
    expect(screen.getByText('signedIn:ada:owner:systemadmin')).toBeInTheDocument();
  });

  it('is signed out when the source emits no user', () => {
    const fake = createFakeAuthSource();
    render(
      <AuthProvider source={fake.source}>
        <StatusProbe />
      </AuthProvider>,
    );
    fake.emit(userState({ tid: 't1', role: 'viewer' }));
    fake.emit(null);
    expect(screen.getByText('signedOut:nobody:no-role:-')).toBeInTheDocument();
  });

  it('refreshClaims forces a token refresh and exposes the new claims', async () => {
    const fake = createFakeAuthSource();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AuthProvider source={fake.source}>{children}</AuthProvider>
    );
    const { result } = renderHook(() => useSession(), { wrapper });
    fake.emit(userState({ tid: 't1', role: 'viewer' }));
    fake.nextClaims({ tid: 't1', role: 'admin' });
    await act(() => result.current.refreshClaims());
    expect(fake.source.refresh).toHaveBeenCalledTimes(1);
    expect(result.current.session?.role).toBe('admin');
  });

  it('signOut signs out through the source', async () => {
    const fake = createFakeAuthSource();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AuthProvider source={fake.source}>{children}</AuthProvider>
    );
    const { result } = renderHook(() => useSession(), { wrapper });
    fake.emit(userState({ tid: 't1' }));
    await act(() => result.current.signOut());
    expect(fake.source.signOut).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('signedOut');
  });

  it('unsubscribes from the source on unmount', () => {
    const fake = createFakeAuthSource();
    const { unmount } = render(
      <AuthProvider source={fake.source}>
        <StatusProbe />
      </AuthProvider>,
    );
    expect(fake.subscribers()).toBe(1);
    unmount();
    expect(fake.subscribers()).toBe(0);
  });

  it('refuses useSession outside the provider', () => {
    expect(() => renderHook(() => useSession())).toThrow(/inside <AuthProvider>/);
  });
});
