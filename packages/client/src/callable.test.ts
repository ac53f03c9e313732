import { describe, expect, it, vi } from 'vitest';
import { createCallableClient, withoutUndefined } from './callable.ts';
import { AppError } from './errors.ts';

describe('withoutUndefined', () => {
  it('drops undefined properties at every depth, so optional fields arrive absent rather than null', () => {
    expect(
      withoutUndefined({ a: 1, b: undefined, c: { d: undefined, e: null }, f: [{ g: undefined, h: 'x' }] }),
    ).toEqual({ a: 1, c: { e: null }, f: [{ h: 'x' }] });
    expect(JSON.stringify(withoutUndefined({ search: undefined, pageSize: 25 }))).toBe('{"pageSize":25}');
  });
});

const refused = () => {
  throw Object.assign(new Error('stale'), { code: 'functions/unauthenticated' });
};

function transport(
  answers: (() => unknown)[],
  options: { signedIn?: boolean; refresh?: () => Promise<boolean> } = {},
) {
  const queue = [...answers];
  return {
    // An answer that throws makes the call reject, as the SDK does.
    invoke: vi.fn((_name: string, _data: unknown) => Promise.resolve().then(() => queue.shift()?.())),
    signedIn: vi.fn(() => Promise.resolve(options.signedIn ?? true)),
    refreshToken: vi.fn(options.refresh ?? (() => Promise.resolve(true))),
    sessionEnded: vi.fn(),
  };
}

describe('createCallableClient', () => {
  it('calls by name without undefined fields and returns the data', async () => {
    const t = transport([() => ({ id: 't1' })]);
    await expect(
      createCallableClient(t)('tenants-list', { search: undefined, pageSize: 25 }),
    ).resolves.toEqual({ id: 't1' });
    expect(t.invoke).toHaveBeenCalledWith('tenants-list', { pageSize: 25 });
  });

  it('turns a functions error into an AppError with its code and field details', async () => {
    const t = transport([
      () => {
        throw Object.assign(new Error('name: Required'), {
          code: 'functions/invalid-argument',
          details: { fields: [{ path: 'name', message: 'Required' }] },
        });
      },
    ]);
    const error = await createCallableClient(t)('tenants-create', {
      name: '',
      kind: 'client',
      tags: [],
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('invalid-argument');
    expect((error as AppError).fieldMessage('name')).toBe('Required');
    expect(t.refreshToken).not.toHaveBeenCalled();
  });

  it('retries once with a freshly issued token when a signed-in call is refused as unauthenticated', async () => {
    const t = transport([refused, () => ({ ok: true })]);
    await expect(createCallableClient(t)('org-get', {})).resolves.toEqual({ ok: true });
    expect(t.refreshToken).toHaveBeenCalledOnce();
    expect(t.invoke).toHaveBeenCalledTimes(2);
    expect(t.sessionEnded).not.toHaveBeenCalled();
  });

  it('ends the session when the fresh token is refused too', async () => {
    const t = transport([refused, refused]);
    await expect(createCallableClient(t)('org-get', {})).rejects.toMatchObject({ code: 'unauthenticated' });
    expect(t.invoke).toHaveBeenCalledTimes(2);
    expect(t.sessionEnded).toHaveBeenCalledOnce();
  });

  it('ends the session without a second call when no fresh token can be had (refresh token revoked)', async () => {
    const t = transport([refused], { refresh: () => Promise.reject(new Error('auth/user-token-expired')) });
    await expect(createCallableClient(t)('org-get', {})).rejects.toMatchObject({ code: 'unauthenticated' });
    expect(t.invoke).toHaveBeenCalledOnce();
    expect(t.sessionEnded).toHaveBeenCalledOnce();
  });

  it('does not retry or sign out a guest refused as unauthenticated', async () => {
    const t = transport([refused], { signedIn: false });
    await expect(createCallableClient(t)('org-get', {})).rejects.toMatchObject({ code: 'unauthenticated' });
    expect(t.refreshToken).not.toHaveBeenCalled();
    expect(t.sessionEnded).not.toHaveBeenCalled();
  });
});
