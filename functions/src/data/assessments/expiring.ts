// The daily expiry job's query: answers in every organisation whose accepted exception is still
// in force but has expired (collection group, index in indexes.ts), a bounded page at a time.
import { Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { collections } from '../paths.ts';

export interface ExpiringException {
  tid: string;
  assessmentId: string;
  ref: string;
}

export async function expiredExceptions(
  db: Firestore,
  now: Date,
  limit: number,
): Promise<ExpiringException[]> {
  const snap = await db
    .collectionGroup(collections.assessmentAnswers)
    .where('exceptionState', '==', 'active')
    .where('exceptionExpiresAt', '<=', Timestamp.fromDate(now))
    .orderBy('exceptionExpiresAt', 'asc')
    .limit(limit)
    .get();
  return snap.docs.flatMap((doc) => {
    const tid = doc.ref.parent.parent?.id;
    const assessmentId = doc.get('assessmentId') as unknown;
    const ref = doc.get('ref') as unknown;
    return tid && typeof assessmentId === 'string' && typeof ref === 'string'
      ? [{ tid, assessmentId, ref }]
      : [];
  });
}
