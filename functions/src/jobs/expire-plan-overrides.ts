// The hourly job that ends plan overrides (service-setPlanOverride) past their end. Limits stop
// following an override at its end by themselves (planInForce reads the clock); this clears the
// ended override and records it in the organisation's subscription history and both audit logs.
// The work is `runPlanOverrideExpiry`, which takes the clock, so a test runs it at any time.
import * as logger from 'firebase-functions/logger';
import type { Firestore } from 'firebase-admin/firestore';
import type { ScheduleHandler } from '../core/lazy-function.ts';
import { firestore } from '../core/firebase.ts';
import { platformData } from '../data/platform-data.ts';
import type { PlatformData } from '../data/platform-data.ts';
import { expirePlanOverride } from '../services/platform-subscriptions-service.ts';

/** Who ended the overrides, in the audit logs (`system-…`: shown as the service's scheduled job). */
export const PLAN_OVERRIDE_EXPIRY_ACTOR = 'system-plan-override-expiry';
const PAGE = 200;
/** Bounds one run; what is left is picked up the next hour (and the count is logged). */
const MAX_PAGES = 20;

export async function expireDuePlanOverrides(
  platform: Pick<PlatformData, 'organisations' | 'transaction'>,
  now: Date,
): Promise<{ expired: number }> {
  let expired = 0;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const due = await platform.organisations.expiredOverrides(now, PAGE);
    for (const tid of due) if (await expirePlanOverride(platform, tid, now)) expired += 1;
    if (due.length < PAGE) break;
  }
  return { expired };
}

export function runPlanOverrideExpiry({
  db,
  now,
}: {
  db: Firestore;
  now: Date;
}): Promise<{ expired: number }> {
  return expireDuePlanOverrides(
    platformData(db, {
      actorUid: PLAN_OVERRIDE_EXPIRY_ACTOR,
      action: 'expirePlanOverrides',
      at: now.toISOString(),
    }),
    now,
  );
}

/** The job's run (scheduled in jobs/schedules.ts). */
export const expirePlanOverridesJob: ScheduleHandler = async () => {
  const { expired } = await runPlanOverrideExpiry({ db: firestore(), now: new Date() });
  logger.info('Ended plan overrides', { expired });
};
