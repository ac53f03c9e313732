import { afterEach, describe, expect, it, vi } from 'vitest';
import { sameOriginSyncUrl, syncToken } from './auth-source.ts';

afterEach(() => vi.unstubAllGlobals());

describe('token sync (seed §7)', () => {
  it('accepts a path or a URL of this origin', () => {
    expect(sameOriginSyncUrl('/api/session', 'https://app.example')).toBe('https://app.example/api/session');
    expect(sameOriginSyncUrl('https://app.example/session?x=1', 'https://app.example')).toBe(
      'https://app.example/session?x=1',
    );
  });

  it('refuses any other origin, including protocol-relative and look-alike URLs', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const url of [
      'https://evil.example/session',
      '//evil.example/session',
      'https://app.example.evil.example/x',
      'http://app.example/session',
      'javascript:alert(1)',
    ]) {
      expect(sameOriginSyncUrl(url, 'https://app.example'), url).toBeNull();
    }
  });

  it('is off when no URL is configured', () => {
    expect(sameOriginSyncUrl(undefined, 'https://app.example')).toBeNull();
  });

  it('posts a fresh token with same-origin credentials and deletes it on sign-out', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetch);
    await syncToken('https://app.example/session', 'token', new Date().toISOString());
    await syncToken('https://app.example/session', null, null);
    expect(fetch).toHaveBeenNthCalledWith(1, 'https://app.example/session', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Authorization: 'Bearer token' },
    });
    expect(fetch).toHaveBeenNthCalledWith(2, 'https://app.example/session', {
      method: 'DELETE',
      credentials: 'same-origin',
    });
  });

  it('does not post a token older than five minutes', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await syncToken('https://app.example/session', 'token', new Date(Date.now() - 6 * 60_000).toISOString());
    expect(fetch).not.toHaveBeenCalled();
  });
});
