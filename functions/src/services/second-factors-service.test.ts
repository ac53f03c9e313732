import { describe, expect, it } from 'vitest';
import type { MemberRole } from '@assay/domain/roles';
import { memoryGlobalAudit, memoryOrgData, memoryPlatform } from '../../test/support/memory-org-data.ts';
import { memberMapper } from '../data/members/members.ts';
import { docAt } from '../data/store/store.ts';
import { memoryStore } from '../data/store/memory-store.ts';
import { resetUserSecondFactors } from './platform-users-service.ts';
import { memoryMemberAccess } from '../../test/support/memory-identity.ts';
import { resetMemberSecondFactors, setSecondFactorPolicy } from './second-factors-service.ts';

/** Auth's second steps in memory: how many each uid has, and what was cleared, in order. */
function fakeFactors(counts: Record<string, number>) {
  const cleared: string[] = [];
  return {
    cleared,
    factors: {
      secondFactorCount: (uid: string) => Promise.resolve(uid in counts ? (counts[uid] ?? 0) : null),
      clearSecondFactors: (uid: string) => {
        cleared.push(uid);
        counts[uid] = 0;
        return Promise.resolve();
      },
    },
  };
}

function orgWith(members: Record<string, MemberRole>) {
  const org = memoryOrgData('org1', { memberCount: Object.keys(members).length });
  for (const [uid, role] of Object.entries(members))
    org.store.put(docAt(`orgs/org1/members/${uid}`, memberMapper), {
      uid,
      email: `${uid}@example.test`,
      displayName: uid,
      role,
      joinedAt: '2026-01-01T00:00:00.000Z',
    });
  return org;
}

describe("an owner resets a member's two-step sign-in", () => {
  it('removes every second step, audited first, and answers how many', async () => {
    const org = orgWith({ olive: 'owner', ed: 'editor' });
    const { factors, cleared } = fakeFactors({ ed: 2 });
    await expect(resetMemberSecondFactors(org, factors, 'olive', 'ed')).resolves.toEqual({
      uid: 'ed',
      removed: 2,
    });
    expect(cleared).toEqual(['ed']);
    expect(org.state.audit).toEqual([
      expect.objectContaining({
        target: 'member/ed',
        summary: 'Reset their two-step sign-in (2 second steps removed)',
      }),
    ]);
    // Again: nothing left to remove, nothing written.
    await expect(resetMemberSecondFactors(org, factors, 'olive', 'ed')).resolves.toEqual({
      uid: 'ed',
      removed: 0,
    });
    expect(cleared).toEqual(['ed']);
    expect(org.state.audit).toHaveLength(1);
  });

  it("refuses an owner's (a system admin resets those), one's own, and someone not a member", async () => {
    const org = orgWith({ olive: 'owner', otto: 'owner' });
    const { factors, cleared } = fakeFactors({ olive: 1, otto: 1, stranger: 1 });
    await expect(resetMemberSecondFactors(org, factors, 'olive', 'otto')).rejects.toMatchObject({
      code: 'failed-precondition',
      details: { reason: 'owner' },
    });
    await expect(resetMemberSecondFactors(org, factors, 'olive', 'olive')).rejects.toMatchObject({
      code: 'failed-precondition',
    });
    await expect(resetMemberSecondFactors(org, factors, 'olive', 'stranger')).rejects.toMatchObject({
      code: 'not-found',
    });
    expect(cleared).toEqual([]);
    expect(org.state.audit).toEqual([]);
  });
});

describe("a system admin resets a user's two-step sign-in", () => {
  it('removes them, audited in the global log; not-found for no such user; never their own', async () => {
    const store = memoryStore();
    const platform = memoryPlatform(store);
    const { factors, cleared } = fakeFactors({ owner: 1, admin: 1 });
    await expect(resetUserSecondFactors(platform, factors, 'admin', 'owner')).resolves.toEqual({
      uid: 'owner',
      removed: 1,
    });
    expect(memoryGlobalAudit(store)).toEqual([
      expect.objectContaining({
        target: 'user/owner',
        summary: 'Reset their two-step sign-in (1 second step removed)',
      }),
    ]);
    await expect(resetUserSecondFactors(platform, factors, 'admin', 'ghost')).rejects.toMatchObject({
      code: 'not-found',
    });
    await expect(resetUserSecondFactors(platform, factors, 'admin', 'admin')).rejects.toMatchObject({
      code: 'failed-precondition',
    });
    expect(cleared).toEqual(['owner']);
  });
});

describe('the organisation requires two-step sign-in of every member', () => {
  const team = () => ({
    org: orgWith({ olive: 'owner', ed: 'editor', vi: 'viewer' }),
    auth: memoryMemberAccess('org1', {
      olive: { tid: 'org1', role: 'owner', adminUI: true },
      ed: { tid: 'org1', role: 'editor' },
      vi: { tid: 'org1', role: 'viewer' },
    }),
  });

  it("stores the policy, audits it, marks every member's claims and ends the others' sessions", async () => {
    const { org, auth } = team();
    await expect(
      setSecondFactorPolicy(org, auth.access, { uid: 'olive', secondFactor: true }, true),
    ).resolves.toEqual({ required: true, membersSignedOut: 2 });
    expect(org.state.organisation?.requireSecondFactor).toBe(true);
    expect(org.state.audit).toEqual([
      expect.objectContaining({ target: 'org/org1', summary: 'Required two-step sign-in of every member' }),
    ]);
    expect(auth.claims.get('olive')).toEqual({ tid: 'org1', role: 'owner', mfa: true, adminUI: true });
    expect(auth.claims.get('ed')).toEqual({ tid: 'org1', role: 'editor', mfa: true });
    expect(auth.revoked.sort()).toEqual(['ed', 'vi']);
  });

  it('is refused to an owner not signed in with a second step, changing nothing', async () => {
    const { org, auth } = team();
    await expect(
      setSecondFactorPolicy(org, auth.access, { uid: 'olive', secondFactor: false }, true),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      details: { reason: 'own-second-factor-missing' },
    });
    expect(org.state.organisation?.requireSecondFactor).toBeUndefined();
    expect(org.state.audit).toEqual([]);
    expect(auth.claims.get('ed')).toEqual({ tid: 'org1', role: 'editor' });
  });

  it('finishes the claims a failed run left when called again, without a second audit entry', async () => {
    const { org, auth } = team();
    await setSecondFactorPolicy(org, auth.access, { uid: 'olive', secondFactor: true }, true);
    auth.claims.set('vi', { tid: 'org1', role: 'viewer' });
    await expect(
      setSecondFactorPolicy(org, auth.access, { uid: 'olive', secondFactor: true }, true),
    ).resolves.toEqual({ required: true, membersSignedOut: 1 });
    expect(auth.claims.get('vi')).toEqual({ tid: 'org1', role: 'viewer', mfa: true });
    expect(org.state.audit).toHaveLength(1);
  });

  it('stops requiring it without ending anyone’s session', async () => {
    const { org, auth } = team();
    await setSecondFactorPolicy(org, auth.access, { uid: 'olive', secondFactor: true }, true);
    auth.revoked.length = 0;
    await expect(
      setSecondFactorPolicy(org, auth.access, { uid: 'olive', secondFactor: false }, false),
    ).resolves.toEqual({ required: false, membersSignedOut: 0 });
    expect(org.state.organisation?.requireSecondFactor).toBeUndefined();
    expect(auth.claims.get('ed')).toEqual({ tid: 'org1', role: 'editor' });
    expect(auth.revoked).toEqual([]);
    expect(org.state.audit.at(-1)).toMatchObject({
      summary: 'Stopped requiring two-step sign-in of members',
    });
  });
});
