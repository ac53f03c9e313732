// What the webhook sweep finds across organisations (jobs/webhook-sweep.ts): outbox events whose
// hand-off to the queue failed (not fanned out a while after they occurred), and pending
// deliveries well past their due time (the task of their next attempt was lost).
import type { Firestore } from 'firebase-admin/firestore';
import { collections } from '../paths.ts';
import { timestampFromIso } from '../convert.ts';

export interface Swept {
  outbox: { tid: string; outboxId: string }[];
  deliveries: { tid: string; deliveryId: string }[];
}

/** At most `limit` of each, oldest first, that fell behind before `before`. */
export async function sweptWebhooks(db: Firestore, before: Date, limit: number): Promise<Swept> {
  const cutoff = timestampFromIso(before.toISOString());
  const [events, deliveries] = await Promise.all([
    db
      .collectionGroup(collections.webhookEvents)
      .where('dispatched', '==', false)
      .where('occurredAt', '<', cutoff)
      .orderBy('occurredAt', 'asc')
      .limit(limit)
      .get(),
    db
      .collectionGroup(collections.webhookDeliveries)
      .where('dueAt', '<', cutoff)
      .orderBy('dueAt', 'asc')
      .limit(limit)
      .get(),
  ]);
  const tidOf = (ref: { parent: { parent: { id: string } | null } }) => ref.parent.parent?.id ?? '';
  return {
    outbox: events.docs.map((doc) => ({ tid: tidOf(doc.ref), outboxId: doc.id })),
    deliveries: deliveries.docs.map((doc) => ({ tid: tidOf(doc.ref), deliveryId: doc.id })),
  };
}
