import { describe, expect, it } from 'vitest';
import type { MemberRole } from '@assay/domain/roles';
import { memoryGlobalAudit, memoryOrgData, memoryPlatform } from '../../test/support/memory-org-data.ts';
import { memberMapper } from '../data/members/members.ts';
import { docAt } from '../data/store/store.ts';
import { memoryStore } from '../data/store/memory-store.ts';
import { resetUserSecondFactors } from './platform-users-service.ts';
import { resetMemberSecondFactors } from './second-factors-service.ts';

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
