// The security log: refused calls (permission-denied, not-found, revoked sessions), counted per
// day, caller, callable and code. Platform-level (`securityLog/{key}`), never the payload:
// it records that someone probed, not what they sent.
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';

export const SECURITY_LOG_COLLECTION = 'securityLog';

export interface RefusedCall {
  uid: string;
  callable: string;
  code: string;
  at: Date;
}

export interface SecurityLog {
  /** Counts one refused call (one write, no read). */
  record(call: RefusedCall): Promise<void>;
}

/** One document per (UTC day, uid, callable, code): bounded writes however hard someone probes. */
export function securityLogKey(call: RefusedCall): { id: string; day: string } {
  const day = call.at.toISOString().slice(0, 10);
  const id = createHash('sha256')
    .update(JSON.stringify([day, call.uid, call.callable, call.code]))
    .digest('hex')
    .slice(0, 40);
  return { id, day };
}

export function securityLog(db: Firestore): SecurityLog {
  const collection = db.collection(SECURITY_LOG_COLLECTION);
  return {
    async record(call) {
      const { id, day } = securityLogKey(call);
      await collection.doc(id).set(
        {
          day,
          uid: call.uid,
          callable: call.callable,
          code: call.code,
          count: FieldValue.increment(1),
          lastAt: Timestamp.fromDate(call.at),
        },
        { merge: true },
      );
    },
  };
}
