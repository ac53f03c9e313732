// Members stored before the account index existed (accounts/{uid}/memberships/{tid}, written
// with each member document since) are missing from their account's list of organisations, and
// could not switch to them. This writes the index entry of every member document, and removes
// an entry whose member document is gone. Idempotent: an entry already in line is not written.
import { Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { collections } from '../data/paths.ts';
import { pages } from '../data/store/pages.ts';

const sameTime = (a: unknown, b: unknown) => a instanceof Timestamp && b instanceof Timestamp && a.isEqual(b);

export async function backfillAccountMemberships(
  db: Firestore,
): Promise<{ scanned: number; updated: number }> {
  let scanned = 0;
  let updated = 0;
  for await (const found of pages(db.collectionGroup(collections.members))) {
    // Only orgs/{tid}/members/{uid}: another collection of that name elsewhere is not a membership.
    const members = found.filter((member) => member.ref.parent.parent?.parent.id === collections.orgs);
    if (members.length === 0) continue;
    const entries = members.map((member) =>
      db.doc(
        `${collections.accounts}/${member.id}/${collections.accountMemberships}/${member.ref.parent.parent?.id}`,
      ),
    );
    const stored = await db.getAll(...entries);
    const batch = db.batch();
    let writes = 0;
    for (const [index, member] of members.entries()) {
      scanned += 1;
      const tid = member.ref.parent.parent?.id;
      const entry = stored[index];
      const wanted = {
        tid,
        role: member.get('role') as unknown,
        joinedAt: member.get('joinedAt') as unknown,
      };
      if (
        entry?.exists &&
        entry.get('tid') === wanted.tid &&
        entry.get('role') === wanted.role &&
        sameTime(entry.get('joinedAt'), wanted.joinedAt)
      )
        continue;
      batch.set(entries[index]!, wanted);
      writes += 1;
    }
    if (writes > 0) await batch.commit();
    updated += writes;
  }
  for await (const found of pages(db.collectionGroup(collections.accountMemberships))) {
    const entries = found.filter((entry) => entry.ref.parent.parent?.parent.id === collections.accounts);
    if (entries.length === 0) continue;
    const members = await db.getAll(
      ...entries.map((entry) =>
        db.doc(`${collections.orgs}/${entry.id}/${collections.members}/${entry.ref.parent.parent?.id}`),
      ),
    );
    const batch = db.batch();
    let writes = 0;
    for (const [index, entry] of entries.entries()) {
      scanned += 1;
      if (members[index]?.exists) continue;
      batch.delete(entry.ref);
      writes += 1;
    }
    if (writes > 0) await batch.commit();
    updated += writes;
  }
  return { scanned, updated };
}
