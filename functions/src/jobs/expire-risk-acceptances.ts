// The daily job that reopens roadmap items whose risk acceptance has expired (issue 11): those an
// accepted exception made "risk accepted" and those a person accepted. `runRiskAcceptanceExpiry`
// takes the clock, so a test runs it at any time it likes.
import * as logger from 'firebase-functions/logger';
import type { Firestore } from 'firebase-admin/firestore';
import type { ScheduleHandler } from '../core/lazy-function.ts';
import { firestore } from '../core/firebase.ts';
import { firestoreOrgData } from '../data/org-data.ts';
import { expiredRiskAcceptances } from '../data/roadmap/expiring.ts';
import { expireRiskAcceptance } from '../services/roadmap-service.ts';

/** Who reopened the items, in the organisations' audit logs. */
export const RISK_EXPIRY_ACTOR = 'system-risk-expiry';
const PAGE = 200;
/** Bounds one run; what is left is picked up the next day. */
const MAX_PAGES = 50;

export async function runRiskAcceptanceExpiry({
  db,
  now,
}: {
  db: Firestore;
  now: Date;
}): Promise<{ reopened: number }> {
  let reopened = 0;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const due = await expiredRiskAcceptances(db, now, PAGE);
    for (const { tid, itemId } of due) {
      const org = firestoreOrgData(db, tid, {
        actorUid: RISK_EXPIRY_ACTOR,
        action: 'expireRiskAcceptances',
        at: now.toISOString(),
      });
      if (await expireRiskAcceptance(org, itemId, now)) reopened += 1;
    }
    if (due.length < PAGE) break;
  }
  return { reopened };
}

// After the exceptions' expiry (02:00), so an exception that expired tonight reopens its item tonight.
/** The job's run (scheduled in jobs/schedules.ts). */
export const expireRiskAcceptancesJob: ScheduleHandler = async () => {
  const { reopened } = await runRiskAcceptanceExpiry({ db: firestore(), now: new Date() });
  logger.info('Reopened roadmap items whose risk acceptance expired', { reopened });
};
