import { describe, expect, it } from 'vitest';
import type { Identity } from '../data/identity.ts';
import { setSystemAdmin } from './platform-service.ts';
import { decodeCursor, encodeCursor, queryFingerprint } from './cursor.ts';

function identityWith(users: Record<string, Record<string, unknown>>) {
  const revoked: string[] = [];
  const identity: Identity = {
    claimsOf: (uid) => Promise.resolve(users[uid] ? { ...users[uid] } : null),
    setClaims: (uid, claims) => {
      users[uid] = claims;
      return Promise.resolve();
    },
    revokeRefreshTokens: (uid) => {
      revoked.push(uid);
      return Promise.resolve();
    },
  };
  return { identity, users, revoked };
}

describe('setSystemAdmin', () => {
  it('grants adminUI keeping the other claims and revokes refresh tokens', async () => {
    const { identity, users, revoked } = identityWith({ u2: { tid: 'org1', role: 'viewer' } });
    expect(await setSystemAdmin(identity, 'u1', { uid: 'u2', enabled: true })).toEqual({ uid: 'u2', enabled: true });
    expect(users.u2).toEqual({ tid: 'org1', role: 'viewer', adminUI: true });
    expect(revoked).toEqual(['u2']);
  });

  it('revokes adminUI', async () => {
    const { identity, users } = identityWith({ u2: { adminUI: true, sysdev: true } });
    await setSystemAdmin(identity, 'u1', { uid: 'u2', enabled: false });
    expect(users.u2).toEqual({ sysdev: true });
  });

  it('refuses to let a system admin remove their own flag', async () => {
    const { identity } = identityWith({ u1: { adminUI: true } });
    await expect(setSystemAdmin(identity, 'u1', { uid: 'u1', enabled: false })).rejects.toMatchObject({ code: 'failed-precondition' });
  });

  it('answers not-found for an unknown user', async () => {
    const { identity } = identityWith({});
    await expect(setSystemAdmin(identity, 'u1', { uid: 'ghost', enabled: true })).rejects.toMatchObject({ code: 'not-found' });
  });
});

describe('cursors', () => {
  it('round-trip with the same query and are refused for another', () => {
    const fingerprint = queryFingerprint({ a: 1 });
    const cursor = encodeCursor(fingerprint, { value: 'acme', id: 't1' });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, fingerprint, 'text')).toEqual({ value: 'acme', id: 't1' });
    expect(() => decodeCursor(cursor, queryFingerprint({ a: 2 }), 'text')).toThrow(expect.objectContaining({ code: 'invalid-argument' }) as Error);
    expect(() => decodeCursor('garbage', fingerprint, 'text')).toThrow(expect.objectContaining({ code: 'invalid-argument' }) as Error);
  });
});
