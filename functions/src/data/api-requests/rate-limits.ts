// Request counters of the REST API, per key and per organisation, in fixed one-minute windows:
// `apiRateLimits/{sha256(scope, key, minute)}` = { scope, minute, count, expiresAt }. Shared by
// every function instance (an in-memory counter would let each instance allow the full rate).
// One transaction reads the windows and counts the request only when all have room.
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';

export const RATE_LIMITS_COLLECTION = 'apiRateLimits';
const WINDOW_MS = 60_000;

export interface RateKey {
  /** 'key' (one API key), 'org' (every key of an organisation) or 'address' (one caller's address, whatever key it sends). */
  scope: 'key' | 'org' | 'address';
  key: string;
  /** Requests allowed per minute. */
  limit: number;
}

/** What the X-RateLimit-* headers say: of the tightest window. */
export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** When the current window ends. */
  resetAt: Date;
}

export interface RateLimiter {
  take(keys: readonly RateKey[], now: Date): Promise<RateDecision>;
}

function windowOf(key: RateKey, now: Date): { id: string; minute: string; resetAt: Date } {
  const start = Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS;
  const minute = new Date(start).toISOString().slice(0, 16);
  return {
    id: createHash('sha256')
      .update(JSON.stringify([key.scope, key.key, minute]))
      .digest('hex')
      .slice(0, 40),
    minute,
    resetAt: new Date(start + WINDOW_MS),
  };
}

/** The decision from the counts before this request. */
export function decide(keys: readonly RateKey[], counts: readonly number[], resetAt: Date): RateDecision {
  const allowed = keys.every((key, index) => (counts[index] ?? 0) < key.limit);
  let tightest = { limit: keys[0]?.limit ?? 0, remaining: Number.POSITIVE_INFINITY };
  keys.forEach((key, index) => {
    const remaining = Math.max(0, key.limit - (counts[index] ?? 0) - (allowed ? 1 : 0));
    if (remaining < tightest.remaining) tightest = { limit: key.limit, remaining };
  });
  return {
    allowed,
    limit: tightest.limit,
    remaining: Number.isFinite(tightest.remaining) ? tightest.remaining : 0,
    resetAt,
  };
}

export function firestoreRateLimiter(db: Firestore): RateLimiter {
  const collection = db.collection(RATE_LIMITS_COLLECTION);
  return {
    take(keys, now) {
      const windows = keys.map((key) => windowOf(key, now));
      const resetAt = windows[0]?.resetAt ?? new Date(now.getTime() + WINDOW_MS);
      return db.runTransaction(async (tx) => {
        const docs = await tx.getAll(...windows.map((window) => collection.doc(window.id)));
        const counts = docs.map((doc) => Number(doc.get('count') ?? 0));
        const decision = decide(keys, counts, resetAt);
        if (decision.allowed) {
          windows.forEach((window, index) => {
            // expiresAt lets a Firestore TTL policy delete old windows.
            tx.set(collection.doc(window.id), {
              scope: keys[index]?.scope ?? '',
              minute: window.minute,
              count: (counts[index] ?? 0) + 1,
              expiresAt: Timestamp.fromMillis(resetAt.getTime() + WINDOW_MS),
            });
          });
        }
        return decision;
      });
    },
  };
}

/** The same counting in memory (unit tests). */
export function memoryRateLimiter(): RateLimiter {
  const counts = new Map<string, number>();
  return {
    take(keys, now) {
      const windows = keys.map((key) => windowOf(key, now));
      const decision = decide(
        keys,
        windows.map((window) => counts.get(window.id) ?? 0),
        windows[0]?.resetAt ?? now,
      );
      if (decision.allowed)
        for (const window of windows) counts.set(window.id, (counts.get(window.id) ?? 0) + 1);
      return Promise.resolve(decision);
    },
  };
}
