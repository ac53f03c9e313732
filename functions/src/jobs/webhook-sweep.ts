// The webhook sweep (every 5 minutes): hands to the queues again what fell behind, an outbox event
// whose hand-off failed after its change committed, and a pending delivery whose next attempt's
// task was lost. Running twice is harmless: a fan-out happens once, an attempt already recorded
// is not made again.
import * as logger from 'firebase-functions/logger';
import type { Firestore } from 'firebase-admin/firestore';
import type { ScheduleHandler } from '../core/lazy-function.ts';
import { firestore } from '../core/firebase.ts';
import { sweptWebhooks } from '../data/webhooks/sweep.ts';
import { enqueueDeliveries, handOffOutbox } from '../queues/webhook-tasks.ts';

/** An event or due attempt this late is taken as lost (the queues start them within seconds). */
export const WEBHOOK_SWEEP_GRACE_MS = 3 * 60_000;
const LIMIT = 500;

export async function runWebhookSweep({
  db,
  now,
  handOff = handOffOutbox,
  deliver = enqueueDeliveries,
}: {
  db: Firestore;
  now: Date;
  handOff?: typeof handOffOutbox;
  deliver?: typeof enqueueDeliveries;
}): Promise<{ events: number; deliveries: number }> {
  const swept = await sweptWebhooks(db, new Date(now.getTime() - WEBHOOK_SWEEP_GRACE_MS), LIMIT);
  const byOrg = <T extends { tid: string }>(items: T[], id: (item: T) => string) => {
    const grouped = new Map<string, string[]>();
    for (const item of items) grouped.set(item.tid, [...(grouped.get(item.tid) ?? []), id(item)]);
    return [...grouped];
  };
  for (const [tid, ids] of byOrg(swept.outbox, (item) => item.outboxId)) await handOff(tid, ids);
  for (const [tid, ids] of byOrg(swept.deliveries, (item) => item.deliveryId)) await deliver(tid, ids);
  return { events: swept.outbox.length, deliveries: swept.deliveries.length };
}

/** The job's run (scheduled in jobs/schedules.ts). */
export const webhookSweepJob: ScheduleHandler = async () => {
  const swept = await runWebhookSweep({ db: firestore(), now: new Date() });
  if (swept.events + swept.deliveries > 0) logger.warn('Handed webhook work to the queues again', swept);
};
