// Idempotency-Key of the REST API's POSTs: orgs/{tid}/apiIdempotency/{sha256(keyId, Idempotency-Key)}
// holds the first request's fingerprint and, once answered, its status and body for 24 hours. A
// replay gets that answer and runs nothing; the same key with another request is refused; while
// the first is still running, a second one is told to wait (the reservation is created in a
// transaction, so two racing requests cannot both run).
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { collections } from '../paths.ts';

export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;

export type Reservation =
  | { kind: 'new' }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'in-progress' }
  | { kind: 'mismatch' };

export interface IdempotencyStore {
  reserve(keyId: string, idempotencyKey: string, fingerprint: string, now: Date): Promise<Reservation>;
  complete(keyId: string, idempotencyKey: string, answer: { status: number; body: unknown }): Promise<void>;
  /** Forgets a reservation whose request failed on our side, so that a retry runs again. */
  release(keyId: string, idempotencyKey: string): Promise<void>;
}

export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([method, path, body]))
    .digest('hex');
}

function recordId(keyId: string, idempotencyKey: string): string {
  return createHash('sha256')
    .update(JSON.stringify([keyId, idempotencyKey]))
    .digest('hex')
    .slice(0, 40);
}

interface Stored {
  fingerprint: string;
  state: 'pending' | 'done';
  status?: number;
  body?: string;
  expiresAt: number;
}

/** Decides from what is stored (or nothing): the same rules for Firestore and memory. */
export function reservationOf(stored: Stored | undefined, fingerprint: string, now: Date): Reservation {
  if (!stored || stored.expiresAt <= now.getTime()) return { kind: 'new' };
  if (stored.fingerprint !== fingerprint) return { kind: 'mismatch' };
  if (stored.state === 'pending') return { kind: 'in-progress' };
  return { kind: 'replay', status: stored.status ?? 200, body: JSON.parse(stored.body ?? 'null') as unknown };
}

export function firestoreIdempotency(db: Firestore, tid: string): IdempotencyStore {
  const collection = db.collection(collections.orgs).doc(tid).collection(collections.apiIdempotency);
  return {
    reserve(keyId, idempotencyKey, fingerprint, now) {
      const ref = collection.doc(recordId(keyId, idempotencyKey));
      return db.runTransaction(async (tx) => {
        const doc = await tx.get(ref);
        const data = doc.data();
        const stored = data
          ? {
              fingerprint: String(data.fingerprint),
              state: data.state as Stored['state'],
              status: Number(data.status ?? 200),
              body: String(data.body ?? 'null'),
              expiresAt: (data.expiresAt as Timestamp).toMillis(),
            }
          : undefined;
        const reservation = reservationOf(stored, fingerprint, now);
        if (reservation.kind === 'new')
          tx.set(ref, {
            fingerprint,
            state: 'pending',
            createdAt: Timestamp.fromDate(now),
            expiresAt: Timestamp.fromMillis(now.getTime() + IDEMPOTENCY_TTL_MS),
          });
        return reservation;
      });
    },
    async complete(keyId, idempotencyKey, answer) {
      await collection
        .doc(recordId(keyId, idempotencyKey))
        .update({ state: 'done', status: answer.status, body: JSON.stringify(answer.body) });
    },
    async release(keyId, idempotencyKey) {
      await collection.doc(recordId(keyId, idempotencyKey)).delete();
    },
  };
}

/** The same in memory (unit tests). */
export function memoryIdempotency(): IdempotencyStore {
  const records = new Map<string, Stored>();
  return {
    reserve(keyId, idempotencyKey, fingerprint, now) {
      const id = recordId(keyId, idempotencyKey);
      const reservation = reservationOf(records.get(id), fingerprint, now);
      if (reservation.kind === 'new')
        records.set(id, { fingerprint, state: 'pending', expiresAt: now.getTime() + IDEMPOTENCY_TTL_MS });
      return Promise.resolve(reservation);
    },
    complete(keyId, idempotencyKey, answer) {
      const id = recordId(keyId, idempotencyKey);
      const stored = records.get(id);
      if (stored)
        records.set(id, {
          ...stored,
          state: 'done',
          status: answer.status,
          body: JSON.stringify(answer.body),
        });
      return Promise.resolve();
    },
    release(keyId, idempotencyKey) {
      records.delete(recordId(keyId, idempotencyKey));
      return Promise.resolve();
    },
  };
}
