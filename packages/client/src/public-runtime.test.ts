import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPublicRuntime } from './public-runtime.ts';

afterEach(() => vi.unstubAllGlobals());

const emulated = {
  apiKey: 'k',
  authDomain: 'demo-x.firebaseapp.com',
  projectId: 'demo-x',
  emulators: { authUrl: 'http://127.0.0.1:9099', functionsHost: '127.0.0.1', functionsPort: 5001 },
};

describe('createPublicRuntime (a respondent’s page, without Firebase Auth)', () => {
  it('calls the callable without an ID token and returns its result', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(new Response(JSON.stringify({ result: { ok: true } }), { status: 200 })),
    );
    vi.stubGlobal('fetch', fetch);
    const { call } = createPublicRuntime(emulated);
    await expect(call('health-ping', {})).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('http://127.0.0.1:5001/demo-x/us-central1/health-ping');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it('refuses every sign-in action, naming it', () => {
    const { authActions } = createPublicRuntime(emulated);
    expect(() => authActions.isEmailLink('http://x/')).toThrow(
      'authActions.isEmailLink: a public page has no sign-in',
    );
  });
});
