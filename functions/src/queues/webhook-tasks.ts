// The hand-offs to the webhook queue functions (queues.ts) through Cloud Tasks: an outbox event
// to webhookDispatch once its change committed, a delivery to webhookDeliver, now or after a
// retry's delay. Cloud Tasks runs a task at its schedule time; the emulator's queue ignores the
// delay, so a delivery task that runs early is refused and retried by the queue (webhook-deliver.ts).
// firebase-admin's Functions client is imported on the first hand-off only.
import * as logger from 'firebase-functions/logger';
import type { OutboxHandOff } from '../data/org-data.ts';

export const WEBHOOK_DISPATCH_QUEUE = 'webhookDispatch';
export const WEBHOOK_DELIVER_QUEUE = 'webhookDeliver';

export interface DispatchTask {
  tid: string;
  outboxId: string;
}

export interface DeliverTask {
  tid: string;
  deliveryId: string;
}

async function queue(name: string) {
  const [{ getFunctions }, { adminApp }] = await Promise.all([
    import('firebase-admin/functions'),
    import('../core/firebase.ts'),
  ]);
  return getFunctions(adminApp()).taskQueue(name);
}

/** Queues the fan-out of each outbox event; a failure is logged (the sweep hands the event off again). */
export const handOffOutbox: OutboxHandOff = async (tid, outboxIds) => {
  try {
    const dispatch = await queue(WEBHOOK_DISPATCH_QUEUE);
    await Promise.all(
      outboxIds.map((outboxId) => dispatch.enqueue({ tid, outboxId } satisfies DispatchTask)),
    );
  } catch (error) {
    logger.warn('Could not hand webhook events to their queue; the sweep will', {
      tid,
      outboxIds,
      error: String(error),
    });
  }
};

/** Queues an attempt of each delivery, after `delayMs` (a retry) or at once. */
export async function enqueueDeliveries(
  tid: string,
  deliveryIds: readonly string[],
  delayMs = 0,
): Promise<void> {
  if (deliveryIds.length === 0) return;
  const deliver = await queue(WEBHOOK_DELIVER_QUEUE);
  await Promise.all(
    deliveryIds.map((deliveryId) =>
      deliver.enqueue(
        { tid, deliveryId } satisfies DeliverTask,
        delayMs > 0 ? { scheduleDelaySeconds: Math.ceil(delayMs / 1000) } : {},
      ),
    ),
  );
}
