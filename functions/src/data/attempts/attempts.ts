// Failed credential attempts (respondent tokens), counted per key and per hour so that guessing
// is slowed down: `attempts/{sha256(scope, key, hour)}` = { scope, hour, count, expiresAt }.
// Platform-level like the security log; never the attempted value itself, only a hash of the key.
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';

export const ATTEMPTS_COLLECTION = 'attempts';

export interface AttemptKey {
  /** What is counted: 'ip' (a caller's address) or 'invite' (the invitation a token names). */
  scope: string;
  key: string;
  /** Failed attempts allowed per hour. */
  limit: number;
}

export interface AttemptLimiter {
  /** Whether any key has used up its failed attempts this hour (one read per key). */
  blocked(keys: readonly AttemptKey[], now: Date): Promise<boolean>;
  /** Counts one failed attempt against each key (one write per key). */
  fail(keys: readonly AttemptKey[], now: Date): Promise<void>;
}

export function attemptDocId(key: AttemptKey, now: Date): { id: string; hour: string } {
  const hour = now.toISOString().slice(0, 13);
  return {
    id: createHash('sha256')
      .update(JSON.stringify([key.scope, key.key, hour]))
      .digest('hex')
      .slice(0, 40),
    hour,
  };
}

export function firestoreAttempts(db: Firestore): AttemptLimiter {
  const collection = db.collection(ATTEMPTS_COLLECTION);
  return {
    async blocked(keys, now) {
      const docs = await db.getAll(...keys.map((key) => collection.doc(attemptDocId(key, now).id)));
      return docs.some((doc, index) => Number(doc.get('count') ?? 0) >= (keys[index]?.limit ?? 0));
    },
    async fail(keys, now) {
      const batch = db.batch();
      for (const key of keys) {
        const { id, hour } = attemptDocId(key, now);
        // expiresAt lets a Firestore TTL policy delete old counters.
        batch.set(
          collection.doc(id),
          {
            scope: key.scope,
            hour,
            count: FieldValue.increment(1),
            expiresAt: Timestamp.fromMillis(now.getTime() + 2 * 3_600_000),
          },
          { merge: true },
        );
      }
      await batch.commit();
    },
  };
}

/** The same counting in memory (unit tests). */
export function memoryAttempts(): AttemptLimiter & { counts: Map<string, number> } {
  const counts = new Map<string, number>();
  return {
    counts,
    blocked: (keys, now) =>
      Promise.resolve(keys.some((key) => (counts.get(attemptDocId(key, now).id) ?? 0) >= key.limit)),
    fail(keys, now) {
      for (const key of keys) {
        const { id } = attemptDocId(key, now);
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      return Promise.resolve();
    },
  };
}
