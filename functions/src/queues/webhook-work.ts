// What the webhook queue functions do with one task (queues.ts deploys them): fan an outbox event
// out into deliveries and queue their attempts; make one attempt of a delivery and queue the
// next after its backoff. A task that must not run yet throws, so that the queue retries it
// later: an attempt not yet due (the emulator's queue ignores schedule times) or a first attempt
// waiting for an older delivery of its endpoint (order per endpoint).
import type { Firestore } from 'firebase-admin/firestore';
import { firestoreOrgData } from '../data/org-data.ts';
import type { OrgData } from '../data/org-data.ts';
import { attemptDelivery, fanOut } from '../services/webhooks/delivery-service.ts';
import type { AttemptDeps, AttemptOutcome } from '../services/webhooks/delivery-service.ts';
import { enqueueDeliveries, handOffOutbox } from './webhook-tasks.ts';
import type { DeliverTask, DispatchTask } from './webhook-tasks.ts';

/** Who the webhook tasks act as in audit logs (`system-…`: shown as the service). */
export const WEBHOOK_ACTOR = 'system-webhooks';

/** Thrown for a task the queue should run again later. */
export class NotYet extends Error {
  constructor(readonly why: 'early' | 'waiting') {
    super(why === 'early' ? 'The attempt is not due yet' : 'An older delivery of the endpoint goes first');
  }
}

function taskOf<K extends string>(data: unknown, keys: readonly K[]): Record<K, string> {
  const task = (data ?? {}) as Record<string, unknown>;
  for (const key of keys)
    if (typeof task[key] !== 'string' || !/^[\w-]{1,200}$/.test(task[key]))
      throw new Error(`A webhook task needs ${keys.join(' and ')}`);
  return task as Record<K, string>;
}

function orgOf(db: Firestore, tid: string, action: string, now: Date): OrgData {
  return firestoreOrgData(db, tid, { actorUid: WEBHOOK_ACTOR, action, at: now.toISOString() }, handOffOutbox);
}

/** webhookDispatch: one outbox event into its deliveries, each queued for its first attempt. */
export async function dispatchTask(db: Firestore, data: unknown, now: Date): Promise<string[]> {
  const { tid, outboxId } = taskOf<keyof DispatchTask>(data, ['tid', 'outboxId']);
  const deliveryIds = await fanOut(orgOf(db, tid, 'webhookDispatch', now), outboxId);
  await enqueueDeliveries(tid, deliveryIds);
  return deliveryIds;
}

/** webhookDeliver: one attempt of one delivery; a failure is queued again after its backoff. */
export async function deliverTask(db: Firestore, data: unknown, deps: AttemptDeps): Promise<AttemptOutcome> {
  const { tid, deliveryId } = taskOf<keyof DeliverTask>(data, ['tid', 'deliveryId']);
  const outcome = await attemptDelivery(orgOf(db, tid, 'webhookDeliver', deps.now), deliveryId, deps);
  if (outcome.kind === 'early' || outcome.kind === 'waiting') throw new NotYet(outcome.kind);
  if (outcome.kind === 'retry') await enqueueDeliveries(tid, [deliveryId], outcome.delayMs);
  return outcome;
}
