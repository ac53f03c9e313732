import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { backfillAccountMemberships } from '../../src/migrations/backfill-account-memberships.ts';
import { adminDb, uniqueId } from './support/emulators.ts';

describe('backfillAccountMemberships', () => {
  it('indexes members stored before the account index existed, drops entries of gone members, and a second run writes nothing', async () => {
    const db = adminDb();
    const tid = uniqueId('backfill-members');
    const uid = uniqueId('old-member');
    const gone = uniqueId('gone-org');
    const joinedAt = Timestamp.fromDate(new Date('2026-01-05T10:00:00Z'));
    await db
      .doc(`orgs/${tid}/members/${uid}`)
      .set({ uid, email: `${uid}@x.test`, displayName: uid, role: 'editor', joinedAt });
    // An entry whose member document is gone (written by hand, as a failed older version might have left it).
    await db.doc(`accounts/${uid}/memberships/${gone}`).set({ tid: gone, role: 'viewer', joinedAt });

    const first = await backfillAccountMemberships(db);
    expect(first.updated).toBeGreaterThanOrEqual(2);
    expect((await db.doc(`accounts/${uid}/memberships/${tid}`).get()).data()).toEqual({
      tid,
      role: 'editor',
      joinedAt,
    });
    expect((await db.doc(`accounts/${uid}/memberships/${gone}`).get()).exists).toBe(false);

    await db.doc(`orgs/${tid}/members/${uid}`).update({ role: 'admin' });
    await backfillAccountMemberships(db);
    expect((await db.doc(`accounts/${uid}/memberships/${tid}`).get()).get('role')).toBe('admin');
    expect((await backfillAccountMemberships(db)).updated).toBe(0);
  });
});
