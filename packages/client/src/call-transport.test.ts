import { describe, expect, it, vi } from 'vitest';
import { httpTransport, type TokenAuth } from './call-transport.ts';
import { createCallableClient } from './callable.ts';
import { AppError } from './errors.ts';
import { createQueryClient } from './query-client.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A signed-in user whose token changes on every forced refresh ("t0", then "t1", …). */
function fakeAuth(signedIn = true) {
  let issued = 0;
  let token = 't0';
  const ready = { done: false };
  const auth: TokenAuth & { ready: typeof ready } = {
    ready,
    authStateReady: () =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          ready.done = true;
          resolve();
        }, 5),
      ),
    get currentUser() {
      // Like Firebase Auth: null until the persisted user is restored.
      if (!signedIn || !ready.done) return null;
      return {
        getIdToken: (force?: boolean) => {
          if (force) token = `t${(issued += 1)}`;
          return Promise.resolve(token);
        },
      };
    },
  };
  return auth;
}

function recordingFetch(answers: (() => Response | Promise<Response>)[]) {
  const requests: { url: string; headers: Record<string, string>; body: unknown }[] = [];
  // The transport always passes a string URL and a JSON string body.
  const fetch = vi.fn(
    (url: string, init: RequestInit & { body: string; headers: Record<string, string> }) => {
      requests.push({ url, headers: init.headers, body: JSON.parse(init.body) });
      const next = answers.shift();
      return next ? Promise.resolve(next()) : Promise.reject(new TypeError('Failed to fetch'));
    },
  );
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

const url = (name: string) => `http://127.0.0.1:5001/demo-assay/us-central1/${name}`;

function client(
  auth: TokenAuth,
  answers: (() => Response | Promise<Response>)[],
  options: { appCheck?: (limited: boolean) => Promise<string | null>; timeoutMs?: number } = {},
) {
  const { fetch, requests } = recordingFetch(answers);
  const sessionEnded = vi.fn();
  const call = createCallableClient(
    httpTransport({
      auth: Promise.resolve(auth),
      appCheck: Promise.resolve(options.appCheck ?? null),
      url,
      sessionEnded,
      fetch,
      timeoutMs: options.timeoutMs,
    }),
  );
  return { call, requests, sessionEnded };
}

describe('httpTransport', () => {
  it('waits for the persisted user and posts the data with their ID token to the callable URL', async () => {
    const { call, requests } = client(fakeAuth(), [() => json(200, { result: { name: 'Acme' } })]);
    await expect(call('org-get', {})).resolves.toEqual({ name: 'Acme' });
    expect(requests).toEqual([
      {
        url: url('org-get'),
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer t0' },
        body: { data: {} },
      },
    ]);
  });

  it('sends no Authorization header for a guest', async () => {
    const { call, requests } = client(fakeAuth(false), [() => json(200, { result: { status: 'ok' } })]);
    await call('health-ping', {});
    expect(requests[0]?.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it('retries a call refused as unauthenticated with the freshly issued token', async () => {
    const refused = () =>
      json(401, { error: { status: 'UNAUTHENTICATED', message: 'Your session has ended.' } });
    const { call, requests, sessionEnded } = client(fakeAuth(), [
      refused,
      () => json(200, { result: { ok: true } }),
    ]);
    await expect(call('org-get', {})).resolves.toEqual({ ok: true });
    expect(requests.map((request) => request.headers.Authorization)).toEqual(['Bearer t0', 'Bearer t1']);
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('ends the session when the fresh token is refused too', async () => {
    const refused = () => json(401, { error: { status: 'UNAUTHENTICATED', message: 'Revoked.' } });
    const { call, requests, sessionEnded } = client(fakeAuth(), [refused, refused]);
    await expect(call('org-get', {})).rejects.toMatchObject({ code: 'unauthenticated' });
    expect(requests).toHaveLength(2);
    expect(sessionEnded).toHaveBeenCalledOnce();
  });

  it('ends the session when Auth refuses to renew the token (access withdrawn), not when the network fails', async () => {
    // Like Firebase Auth: a renewal refused for the session signs the user out before it rejects.
    const renewalFails = (code: string, signsOut: boolean): TokenAuth => {
      let user: TokenAuth['currentUser'] = {
        getIdToken: () => {
          if (signsOut) user = null;
          return Promise.reject(Object.assign(new Error(code), { code }));
        },
      };
      return {
        authStateReady: () => Promise.resolve(),
        get currentUser() {
          return user;
        },
      };
    };
    const refused = () =>
      json(401, { error: { status: 'UNAUTHENTICATED', message: 'Sign in to continue.' } });
    const withdrawn = client(renewalFails('auth/user-token-expired', true), [refused]);
    await expect(withdrawn.call('shared-overview', { tenantId: 't1' })).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    expect(withdrawn.requests[0]?.headers.Authorization).toBeUndefined();
    expect(withdrawn.sessionEnded).toHaveBeenCalledOnce();
    const offline = client(renewalFails('auth/network-request-failed', false), [
      () => json(200, { result: { status: 'ok' } }),
    ]);
    await offline.call('health-ping', {});
    expect(offline.sessionEnded).not.toHaveBeenCalled();
  });

  it('sends an App Check token, single-use for system-admin calls', async () => {
    const appCheck = vi.fn((limited: boolean) => Promise.resolve(limited ? 'limited' : 'regular'));
    const { call, requests } = client(
      fakeAuth(),
      [() => json(200, { result: {} }), () => json(200, { result: { items: [] } })],
      { appCheck },
    );
    await call('org-get', {});
    await call('service-listParentTenants', {});
    expect(requests.map((request) => request.headers['X-Firebase-AppCheck'])).toEqual(['regular', 'limited']);
  });
});

describe('httpTransport error mapping', () => {
  const failing = (answer: () => Response | Promise<Response>, options?: { timeoutMs?: number }) =>
    client(fakeAuth(), [answer], options)
      .call('tenants-create', { name: 'Acme', kind: 'client', tags: [] })
      .then(
        () => {
          throw new Error('the call should have failed');
        },
        (error: unknown) => error as AppError,
      );

  it('keeps the server wording of a limit without the HTTP status ("… [429]")', async () => {
    const error = await failing(() =>
      json(429, {
        error: {
          status: 'RESOURCE_EXHAUSTED',
          message: 'Your free plan allows 3 tenants.',
          details: { limit: { name: 'tenants', max: 3 } },
        },
      }),
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('resource-exhausted');
    expect(error.message).toBe('Your free plan allows 3 tenants.');
    expect(error.details?.limit?.max).toBe(3);
  });

  it('puts invalid-argument field issues on their fields', async () => {
    const error = await failing(() =>
      json(400, {
        error: {
          status: 'INVALID_ARGUMENT',
          message: 'name: Required',
          details: { fields: [{ path: 'name', message: 'Enter a name.' }] },
        },
      }),
    );
    expect(error.code).toBe('invalid-argument');
    expect(error.fieldMessage('name')).toBe('Enter a name.');
    expect(error.message).toBe('Some fields need your attention.');
  });

  it('reads the code from the HTTP status when the body carries no error', async () => {
    expect((await failing(() => new Response('Service Unavailable', { status: 503 }))).code).toBe(
      'unavailable',
    );
    expect((await failing(() => new Response('<html>Too many</html>', { status: 429 }))).code).toBe(
      'resource-exhausted',
    );
    expect((await failing(() => new Response('', { status: 418 }))).code).toBe('internal');
  });

  it('treats no answer at all as unavailable (offline), which the query client retries', async () => {
    const error = await failing(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(error.code).toBe('unavailable');
    expect(error.message).toMatch(/unreachable/);
    const retry = createQueryClient().getDefaultOptions().queries?.retry as (
      count: number,
      error: unknown,
    ) => boolean;
    expect(retry(0, error)).toBe(true);
  });

  it('gives up after the time-out as deadline-exceeded', async () => {
    // A server that never answers: only the abort signal ends the request.
    const hanging = (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    const call = createCallableClient(
      httpTransport({
        auth: Promise.resolve(fakeAuth()),
        appCheck: Promise.resolve(null),
        url,
        sessionEnded: vi.fn(),
        fetch: hanging as unknown as typeof globalThis.fetch,
        timeoutMs: 20,
      }),
    );
    await expect(call('org-get', {})).rejects.toMatchObject({ code: 'deadline-exceeded' });
  });

  it('never shows an internal server message, and refuses a success without a result', async () => {
    const internal = await failing(() =>
      json(500, { error: { status: 'INTERNAL', message: 'TypeError: x is undefined' } }),
    );
    expect(internal.code).toBe('internal');
    expect(internal.message).not.toContain('TypeError');
    expect((await failing(() => json(200, { nothing: true }))).code).toBe('internal');
    expect((await failing(() => new Response('not json', { status: 200 }))).code).toBe('internal');
  });
});
