import { describe, expect, it } from 'vitest';
import type { MemberRole } from '@assay/domain/roles';
import { memoryOrgData } from '../../../test/support/memory-org-data.ts';
import type { MemoryOrgData } from '../../../test/support/memory-org-data.ts';
import { memoryIdentity } from '../../../test/support/memory-identity.ts';
import { memberAccess } from '../identity.ts';
import { memoryAccountMemberships } from './account-memberships.ts';
import { liveMembership, nextLiveMembership } from './membership-claims.ts';

const at = (day: number) => `2026-01-0${day}T00:00:00.000Z`;

async function join(org: MemoryOrgData, uid: string, role: MemberRole, day: number): Promise<void> {
  await org.transaction((tx) => {
    tx.members.put({ uid, email: `${uid}@x.test`, displayName: uid, role, joinedAt: at(day) });
    return Promise.resolve();
  });
}

/** Ada: editor of A (joined first), viewer of B (which requires two-step sign-in), admin of C. */
async function consultant(claims: Record<string, unknown>) {
  const a = memoryOrgData('org-a', { memberCount: 1 });
  const b = memoryOrgData('org-b', { memberCount: 1, requireSecondFactor: true }, { store: a.store });
  const c = memoryOrgData('org-c', { memberCount: 1 }, { store: a.store });
  await join(a, 'ada', 'editor', 1);
  await join(b, 'ada', 'viewer', 2);
  await join(c, 'ada', 'admin', 3);
  const orgs = new Map([a, b, c].map((org) => [org.tid, org]));
  const orgOf = (tid: string) => orgs.get(tid) ?? memoryOrgData(tid, null, { store: a.store });
  const auth = memoryIdentity({ ada: claims });
  const accessIn = (org: MemoryOrgData) =>
    memberAccess(
      auth.identity,
      org.tid,
      nextLiveMembership((uid) => memoryAccountMemberships(a.store, uid), orgOf, org.tid),
    );
  return { a, b, c, auth, accessIn };
}

/** Ends ada's membership of `org` as members-remove does: the document (and index) first, then the claims. */
async function leave(org: MemoryOrgData): Promise<void> {
  await org.transaction((tx) => {
    tx.members.remove('ada');
    return Promise.resolve();
  });
}

describe('the account index of memberships', () => {
  it('is written and removed with the member document', async () => {
    const { a, b } = await consultant({});
    await expect(memoryAccountMemberships(a.store, 'ada').list()).resolves.toEqual([
      { tid: 'org-a', role: 'editor', joinedAt: at(1) },
      { tid: 'org-b', role: 'viewer', joinedAt: at(2) },
      { tid: 'org-c', role: 'admin', joinedAt: at(3) },
    ]);
    await leave(b);
    expect((await memoryAccountMemberships(a.store, 'ada').list()).map(({ tid }) => tid)).toEqual([
      'org-a',
      'org-c',
    ]);
  });

  it('reads a live membership from the member document, with the organisation’s requirements', async () => {
    const { b } = await consultant({});
    await expect(liveMembership(b, 'ada')).resolves.toEqual({
      tid: 'org-b',
      role: 'viewer',
      secondFactor: true,
    });
    await expect(liveMembership(b, 'nobody')).resolves.toBeNull();
  });
});

describe('membership claims of an account in several organisations', () => {
  it('ending the active membership moves the claims to the oldest remaining one, and ends the sessions', async () => {
    const { a, auth, accessIn } = await consultant({ tid: 'org-a', role: 'editor', sysdev: true });
    await leave(a);
    await expect(accessIn(a).apply('ada', null)).resolves.toBe(true);
    expect(auth.claims.get('ada')).toEqual({ tid: 'org-b', role: 'viewer', mfa: true, sysdev: true });
    expect(auth.revoked).toEqual(['ada']);
  });

  it('ending the last membership leaves the person’s own flags only', async () => {
    const { a, b, c, auth, accessIn } = await consultant({ tid: 'org-c', role: 'admin', adminUI: true });
    await leave(a);
    await leave(b);
    await leave(c);
    await accessIn(c).apply('ada', null);
    expect(auth.claims.get('ada')).toEqual({ adminUI: true });
  });

  it('a removal or role change in an inactive organisation never touches the active one’s claims, but ends old sessions', async () => {
    const active = { tid: 'org-b', role: 'viewer', mfa: true };
    const { a, c, auth, accessIn } = await consultant(active);
    await leave(a);
    await expect(accessIn(a).apply('ada', null)).resolves.toBe(false);
    await expect(accessIn(c).apply('ada', { role: 'viewer', secondFactor: false })).resolves.toBe(false);
    expect(auth.claims.get('ada')).toEqual(active);
    // A token minted while A or C was active may still be in use: it must sign in again.
    expect(auth.revoked).toEqual(['ada', 'ada']);
  });

  it('a change that only widens access in an inactive organisation ends no session', async () => {
    const active = { tid: 'org-b', role: 'viewer', mfa: true };
    const { c, auth, accessIn } = await consultant(active);
    await accessIn(c).apply('ada', { role: 'owner', secondFactor: false }, { keepSessions: true });
    expect(auth.claims.get('ada')).toEqual(active);
    expect(auth.revoked).toEqual([]);
  });

  it('a shared user keeps their share claims when a membership elsewhere changes', async () => {
    const { c, auth, accessIn } = await consultant({ ptid: 'org-x', ttid: 't1' });
    await accessIn(c).apply('ada', { role: 'viewer', secondFactor: false });
    expect(auth.claims.get('ada')).toEqual({ ptid: 'org-x', ttid: 't1' });
  });
});
