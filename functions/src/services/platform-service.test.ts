import { describe, expect, it } from 'vitest';
import { memoryUserDirectory } from '../data/user-directory/user-directory.ts';
import type { Account } from '../data/user-directory/user-directory.ts';
import { memoryIdentity } from '../../test/support/memory-identity.ts';
import { memoryGlobalAudit, memoryPlatform } from '../../test/support/memory-org-data.ts';
import { memoryStore } from '../data/store/memory-store.ts';
import { setSystemAdmin } from './platform-service.ts';
import { decodeCursor, encodeCursor, queryFingerprint } from './cursor.ts';

/** The caller u1 as Auth sees it now: an enabled system admin unless a test says otherwise. */
function callerAccount(change: Partial<Account> = {}): Account {
  return {
    uid: 'u1',
    email: 'u1@example.com',
    displayName: null,
    disabled: false,
    providers: ['password'],
    createdAt: null,
    lastSignInAt: null,
    claims: { adminUI: true },
    ...change,
  };
}

function identityWith(initial: Record<string, Record<string, unknown>>, caller: Account = callerAccount()) {
  const { identity, claims: users, revoked } = memoryIdentity(initial);
  const directory = memoryUserDirectory([caller]);
  const store = memoryStore();
  const platform = memoryPlatform(store, {
    actorUid: 'u1',
    action: 'service-setSystemAdmin',
    at: '2026-02-02T00:00:00.000Z',
  });
  return { identity, directory, users, revoked, platform, audit: () => memoryGlobalAudit(store) };
}

describe('setSystemAdmin', () => {
  it('grants adminUI keeping the other claims and revokes refresh tokens', async () => {
    const { identity, directory, users, revoked, platform, audit } = identityWith({
      u2: { tid: 'org1', role: 'viewer' },
    });
    expect(await setSystemAdmin(identity, directory, platform, 'u1', { uid: 'u2', enabled: true })).toEqual({
      uid: 'u2',
      enabled: true,
    });
    expect(users.get('u2')).toEqual({ tid: 'org1', role: 'viewer', adminUI: true });
    expect(revoked).toEqual(['u2']);
    expect(audit()).toEqual([
      expect.objectContaining({
        actorUid: 'u1',
        action: 'service-setSystemAdmin',
        target: 'user/u2',
        summary: 'Granted system-admin access',
      }),
    ]);
  });

  it('changes and records nothing when the user already is in the asked state', async () => {
    const { identity, directory, users, revoked, platform, audit } = identityWith({ u2: { adminUI: true } });
    expect(await setSystemAdmin(identity, directory, platform, 'u1', { uid: 'u2', enabled: true })).toEqual({
      uid: 'u2',
      enabled: true,
    });
    expect(users.get('u2')).toEqual({ adminUI: true });
    expect(revoked).toEqual([]);
    expect(audit()).toEqual([]);
  });

  it('revokes adminUI', async () => {
    const { identity, directory, users, platform } = identityWith({ u2: { adminUI: true, sysdev: true } });
    await setSystemAdmin(identity, directory, platform, 'u1', { uid: 'u2', enabled: false });
    expect(users.get('u2')).toEqual({ sysdev: true });
  });

  it('refuses to let a system admin remove their own flag', async () => {
    const { identity, directory, platform } = identityWith({ u1: { adminUI: true } });
    await expect(
      setSystemAdmin(identity, directory, platform, 'u1', { uid: 'u1', enabled: false }),
    ).rejects.toMatchObject({ code: 'failed-precondition' });
  });

  it('refuses a revoke when the caller is no longer an enabled system admin, so the last one is never removed', async () => {
    for (const caller of [callerAccount({ claims: {} }), callerAccount({ disabled: true })]) {
      const { identity, directory, users, revoked, platform, audit } = identityWith(
        { u2: { adminUI: true } },
        caller,
      );
      await expect(
        setSystemAdmin(identity, directory, platform, 'u1', { uid: 'u2', enabled: false }),
      ).rejects.toMatchObject({ code: 'failed-precondition' });
      expect(users.get('u2')).toEqual({ adminUI: true });
      expect(revoked).toEqual([]);
      expect(audit()).toEqual([]);
    }
  });

  it('answers not-found for an unknown user', async () => {
    const { identity, directory, platform } = identityWith({});
    await expect(
      setSystemAdmin(identity, directory, platform, 'u1', { uid: 'ghost', enabled: true }),
    ).rejects.toMatchObject({ code: 'not-found' });
  });
});

describe('cursors', () => {
  it('round-trip with the same query and are refused for another', () => {
    const fingerprint = queryFingerprint({ a: 1 });
    const cursor = encodeCursor(fingerprint, { value: 'acme', id: 't1' });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, fingerprint, 'text')).toEqual({ value: 'acme', id: 't1' });
    expect(() => decodeCursor(cursor, queryFingerprint({ a: 2 }), 'text')).toThrow(
      expect.objectContaining({ code: 'invalid-argument' }) as Error,
    );
    expect(() => decodeCursor('garbage', fingerprint, 'text')).toThrow(
      expect.objectContaining({ code: 'invalid-argument' }) as Error,
    );
  });
});
