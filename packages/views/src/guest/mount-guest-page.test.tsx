import type { AuthSource, AuthState } from '@assay/auth/react';
import { createFakeCall } from '@assay/client/testing';
import { act, screen } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showGuestPage, type GuestPageRuntime } from './mount-guest-page.tsx';

/** An identity provider the test drives: nothing is known until `emit`. */
function drivenAuthSource() {
  const listeners: ((state: AuthState | null) => void)[] = [];
  const source: AuthSource = {
    subscribe: (listener) => (listeners.push(listener), () => undefined),
    refresh: () => Promise.resolve(),
    signOut: () => Promise.resolve(),
  };
  const emit = (claims: Record<string, unknown> | null) =>
    act(() => {
      const state =
        claims === null
          ? null
          : {
              user: { uid: 'u1', email: 'u1@example.com', displayName: 'U', metadata: {} },
              claims,
            };
      for (const listener of listeners) listener(state);
    });
  return { source, emit };
}

let reactRoot: Root | undefined;
afterEach(() => {
  act(() => reactRoot?.unmount());
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

function start(path: string, paintBeforeAuth = () => Promise.resolve(false)) {
  window.history.replaceState(null, '', path);
  const container = document.body.appendChild(document.createElement('div'));
  const auth = drivenAuthSource();
  const runtime: GuestPageRuntime = {
    call: createFakeCall({}),
    authActions: {} as GuestPageRuntime['authActions'],
    emulated: true,
    authSource: auth.source,
  };
  const redirect = vi.fn<(to: string) => void>();
  act(() => {
    reactRoot = showGuestPage(createRoot(container), {
      runtime,
      route: 'signIn',
      page: <h1>Sign in to Assay</h1>,
      redirect,
      paintBeforeAuth,
    });
  });
  return { ...auth, redirect };
}

describe('showGuestPage (sign-in started without the app)', () => {
  it('shows nothing until Auth has restored the session, then the page to a guest', () => {
    const { emit, redirect } = start('/signin');
    expect(screen.queryByRole('heading', { name: 'Sign in to Assay' })).toBeNull();
    emit(null);
    expect(screen.getByRole('heading', { name: 'Sign in to Assay' })).toBeTruthy();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('sends a signed-in member to the redirect target of the link, without showing the page', () => {
    const { emit, redirect } = start('/signin?redirect=%2Ftenants');
    emit({ tid: 'org1', role: 'editor' });
    expect(redirect).toHaveBeenCalledExactlyOnceWith('/tenants');
    expect(screen.queryByRole('heading', { name: 'Sign in to Assay' })).toBeNull();
  });

  it('sends a signed-in shared user to their shared tenant', () => {
    const { emit, redirect } = start('/signin');
    emit({ ptid: 'org1', ttid: 'tenant-9' });
    expect(redirect).toHaveBeenCalledExactlyOnceWith('/shared/tenant/tenant-9');
  });

  it('leaves a sign-in on the page to the page: no redirect cuts short what it still does (sign-up)', () => {
    const { emit, redirect } = start('/signin');
    emit(null);
    emit({ tid: 'org1', role: 'owner' });
    expect(redirect).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Sign in to Assay' })).toBeTruthy();
  });

  it('shows the page to a certain guest before Auth answers, and still follows the guard when it does', async () => {
    const { emit, redirect } = start('/signin?redirect=%2Ftenants', () => Promise.resolve(true));
    await act(() => Promise.resolve());
    expect(screen.getByRole('heading', { name: 'Sign in to Assay' })).toBeTruthy();
    emit({ tid: 'org1', role: 'editor' });
    expect(redirect).toHaveBeenCalledExactlyOnceWith('/tenants');
  });

  it('does not show the page early once Auth has sent the visitor on', async () => {
    let early!: (value: boolean) => void;
    const { emit, redirect } = start('/signin', () => new Promise((resolve) => (early = resolve)));
    emit({ tid: 'org1', role: 'owner' });
    await act(() => {
      early(true);
      return Promise.resolve();
    });
    expect(redirect).toHaveBeenCalledExactlyOnceWith('/');
    expect(screen.queryByRole('heading', { name: 'Sign in to Assay' })).toBeNull();
  });
});
