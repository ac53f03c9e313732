import { describe, expect, it } from 'vitest';
import { memoryGlobalAudit, memoryPlatform } from '../../test/support/memory-org-data.ts';
import { organisationDoc } from '../data/organisation/organisation.ts';
import { memoryStore } from '../data/store/memory-store.ts';
import { memoryUserDirectory } from '../data/user-directory/user-directory.ts';
import type { Account } from '../data/user-directory/user-directory.ts';
import { findUser, getUser, revokeUserSessions, setUserDisabled } from './platform-users-service.ts';

function account(uid: string, change: Partial<Account> = {}): Account {
  return {
    uid,
    email: `${uid}@example.com`,
    displayName: null,
    disabled: false,
    providers: ['password'],
    createdAt: '2026-01-01T00:00:00.000Z',
    lastSignInAt: null,
    claims: {},
    ...change,
  };
}

function world(...others: Account[]) {
  const accounts = [account('admin', { claims: { adminUI: true } }), ...others];
  const store = memoryStore();
  store.put(organisationDoc('org1'), {
    id: 'org1',
    name: 'Acme',
    plan: 'team',
    ownerUid: 'u2',
    createdAt: '2026-01-01T00:00:00.000Z',
    tenantCount: 0,
    memberCount: 1,
    privateBaselineCount: 0,
  });
  const revoked: string[] = [];
  const identity = {
    revokeRefreshTokens: (uid: string) => {
      revoked.push(uid);
      return Promise.resolve();
    },
  };
  const platform = memoryPlatform(store, {
    actorUid: 'admin',
    action: 'service-test',
    at: '2026-02-02T00:00:00.000Z',
  });
  return {
    accounts,
    directory: memoryUserDirectory(accounts),
    identity,
    platform,
    revoked,
    audit: () => memoryGlobalAudit(store),
  };
}

describe('findUser', () => {
  it('finds a uid by email and answers not-found naming the field otherwise', async () => {
    const { directory } = world(account('u2'));
    expect(await findUser(directory, { email: 'u2@example.com' })).toEqual({ uid: 'u2' });
    await expect(findUser(directory, { email: 'ghost@example.com' })).rejects.toMatchObject({
      code: 'not-found',
      details: { fields: [{ path: 'email' }] },
    });
  });
});

describe('getUser', () => {
  it('shows a member’s organisation by name, role, flags, providers and state', async () => {
    const { directory, platform } = world(
      account('u2', {
        claims: { tid: 'org1', role: 'editor', sysdev: true },
        providers: ['password', 'google.com'],
        disabled: true,
      }),
    );
    expect(await getUser(directory, platform, { uid: 'u2' })).toEqual({
      uid: 'u2',
      email: 'u2@example.com',
      displayName: null,
      disabled: true,
      providers: ['password', 'google.com'],
      createdAt: '2026-01-01T00:00:00.000Z',
      lastSignInAt: null,
      systemAdmin: false,
      systemDeveloper: true,
      membership: { tid: 'org1', role: 'editor', organisationName: 'Acme' },
      shared: null,
    });
  });

  it('shows a shared user’s ptid and ttid, and no name for an organisation that is gone', async () => {
    const { directory, platform } = world(
      account('s1', { claims: { ptid: 'org1', ttid: 't1' } }),
      account('s2', { claims: { ptid: 'gone', ttid: 't9' } }),
    );
    expect(await getUser(directory, platform, { uid: 's1' })).toMatchObject({
      membership: null,
      shared: { ptid: 'org1', ttid: 't1', organisationName: 'Acme' },
    });
    expect(await getUser(directory, platform, { uid: 's2' })).toMatchObject({
      shared: { ptid: 'gone', organisationName: null },
    });
  });

  it('shows malformed claims as giving nothing, as the server treats them', async () => {
    const { directory, platform } = world(
      account('m1', { claims: { tid: 'org1', role: 'superuser', adminUI: true } }),
    );
    expect(await getUser(directory, platform, { uid: 'm1' })).toMatchObject({
      membership: null,
      systemAdmin: false,
    });
  });

  it('answers not-found for an unknown uid', async () => {
    const { directory, platform } = world();
    await expect(getUser(directory, platform, { uid: 'ghost' })).rejects.toMatchObject({ code: 'not-found' });
  });
});

describe('setUserDisabled', () => {
  it('disables, signs out and audits; enabling again does not revoke', async () => {
    const { accounts, directory, identity, platform, revoked, audit } = world(account('u2'));
    expect(
      await setUserDisabled(directory, identity, platform, 'admin', { uid: 'u2', disabled: true }),
    ).toEqual({ uid: 'u2', disabled: true });
    expect(accounts.find((a) => a.uid === 'u2')?.disabled).toBe(true);
    expect(revoked).toEqual(['u2']);
    await setUserDisabled(directory, identity, platform, 'admin', { uid: 'u2', disabled: false });
    expect(accounts.find((a) => a.uid === 'u2')?.disabled).toBe(false);
    expect(revoked).toEqual(['u2']);
    expect(audit().map((entry) => entry.summary)).toEqual(
      expect.arrayContaining(['Disabled the account', 'Enabled the account']),
    );
    expect(audit()).toHaveLength(2);
  });

  it('changes and records nothing when the account already is in the asked state', async () => {
    const { directory, identity, platform, revoked, audit } = world(account('u2', { disabled: true }));
    await setUserDisabled(directory, identity, platform, 'admin', { uid: 'u2', disabled: true });
    expect(revoked).toEqual([]);
    expect(audit()).toEqual([]);
  });

  it('refuses the caller’s own account and an unknown uid', async () => {
    const { directory, identity, platform } = world();
    await expect(
      setUserDisabled(directory, identity, platform, 'admin', { uid: 'admin', disabled: true }),
    ).rejects.toMatchObject({ code: 'failed-precondition' });
    await expect(
      setUserDisabled(directory, identity, platform, 'admin', { uid: 'ghost', disabled: true }),
    ).rejects.toMatchObject({ code: 'not-found' });
  });

  it('refuses to disable when the caller has lost system-admin access meanwhile', async () => {
    const { accounts, directory, identity, platform, audit } = world(
      account('u2', { claims: { adminUI: true } }),
    );
    const caller = accounts.find((a) => a.uid === 'admin');
    if (caller) caller.claims = {};
    await expect(
      setUserDisabled(directory, identity, platform, 'admin', { uid: 'u2', disabled: true }),
    ).rejects.toMatchObject({ code: 'failed-precondition' });
    expect(accounts.find((a) => a.uid === 'u2')?.disabled).toBe(false);
    expect(audit()).toEqual([]);
  });
});

describe('revokeUserSessions', () => {
  it('revokes refresh tokens and audits in the global log', async () => {
    const { directory, identity, platform, revoked, audit } = world(account('u2'));
    expect(await revokeUserSessions(directory, identity, platform, 'admin', { uid: 'u2' })).toEqual({
      uid: 'u2',
    });
    expect(revoked).toEqual(['u2']);
    expect(audit()).toEqual([
      expect.objectContaining({
        actorUid: 'admin',
        target: 'user/u2',
        summary: 'Signed the user out everywhere',
      }),
    ]);
  });

  it('refuses the caller’s own sessions and an unknown uid', async () => {
    const { directory, identity, platform, revoked } = world();
    await expect(
      revokeUserSessions(directory, identity, platform, 'admin', { uid: 'admin' }),
    ).rejects.toMatchObject({ code: 'failed-precondition' });
    await expect(
      revokeUserSessions(directory, identity, platform, 'admin', { uid: 'ghost' }),
    ).rejects.toMatchObject({ code: 'not-found' });
    expect(revoked).toEqual([]);
  });
});
