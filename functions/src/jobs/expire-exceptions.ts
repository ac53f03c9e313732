// The daily job that expires accepted exceptions (firebase-functions v2 scheduler). The work is
// `runExceptionExpiry`, which takes the clock, so a test runs it at any time it likes.
import * as logger from 'firebase-functions/logger';
import type { Firestore } from 'firebase-admin/firestore';
import type { ScheduleHandler } from '../core/lazy-function.ts';
import { firestore } from '../core/firebase.ts';
import { expiredExceptions } from '../data/assessments/expiring.ts';
import { firestoreOrgData } from '../data/org-data.ts';
import { expireException } from '../services/exceptions-service.ts';

/** Who changed the answers, in the organisations' audit logs (`system-…`: shown as the service, see actorKindOf). */
export const EXPIRY_ACTOR = 'system-exception-expiry';
const PAGE = 200;
/** Bounds one run; what is left is picked up the next day (and the count is logged). */
const MAX_PAGES = 50;

export async function runExceptionExpiry({
  db,
  now,
}: {
  db: Firestore;
  now: Date;
}): Promise<{ expired: number }> {
  let expired = 0;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const due = await expiredExceptions(db, now, PAGE);
    for (const { tid, assessmentId, ref } of due) {
      const org = firestoreOrgData(db, tid, {
        actorUid: EXPIRY_ACTOR,
        action: 'expireExceptions',
        at: now.toISOString(),
      });
      if (await expireException(org, assessmentId, ref, now)) expired += 1;
    }
    if (due.length < PAGE) break;
  }
  return { expired };
}

/** The job's run (scheduled in jobs/schedules.ts). */
export const expireExceptionsJob: ScheduleHandler = async () => {
  const { expired } = await runExceptionExpiry({ db: firestore(), now: new Date() });
  logger.info('Expired accepted exceptions', { expired });
};
