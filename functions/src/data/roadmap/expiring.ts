// The daily job's query for the roadmap: items "risk accepted" whose acceptance has expired, in
// every organisation (collection group, index in indexes.ts), a bounded page at a time.
import { Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { collections } from '../paths.ts';

export async function expiredRiskAcceptances(
  db: Firestore,
  now: Date,
  limit: number,
): Promise<{ tid: string; itemId: string }[]> {
  const snap = await db
    .collectionGroup(collections.roadmapItems)
    .where('status', '==', 'risk_accepted')
    .where('riskExpiresAt', '<=', Timestamp.fromDate(now))
    .orderBy('riskExpiresAt', 'asc')
    .limit(limit)
    .get();
  return snap.docs.flatMap((doc) => {
    const tid = doc.ref.parent.parent?.id;
    return tid ? [{ tid, itemId: doc.id }] : [];
  });
}
