// The webhook outbox of one organisation: orgs/{tid}/webhookEvents/{id}, one document per event,
// written in the unit of work of the change it tells of (emit() is a blind write, like an audit
// entry: it adds no read to the change's transaction and commits with it or not at all). Which
// endpoints get it is decided when it is dispatched (fanned out), not here: the change's
// transaction never reads the endpoints, so editing an endpoint never contends with a change,
// and an event costs one write however many endpoints there are.
// A test event or a replay is an outbox document addressed to one endpoint (`endpointId`).
import { Timestamp } from 'firebase-admin/firestore';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { webhookBody } from '@assay/domain/webhooks';
import type { WebhookEventData, WebhookSentType } from '@assay/domain/webhooks';
import { isoFrom, optionalStr, str, timestampFromIso } from '../convert.ts';
import { collections } from '../paths.ts';
import { docAt } from '../store/store.ts';
import type { Doc, Mapper, UnitOfWork } from '../store/store.ts';

/** How long an outbox document is kept (Firestore's TTL policy on `expireAt` removes it). */
export const WEBHOOK_EVENT_KEEP_MS = 30 * 86_400_000;

export interface StoredWebhookEvent {
  /** The outbox document's id: the event id, or a replay's own id. */
  id: string;
  /** The event id: `webhook-id` on every attempt and replay. */
  eventId: string;
  type: WebhookSentType;
  /** The JSON body exactly as it is signed and sent. */
  body: string;
  occurredAt: string;
  /** Only this endpoint (a test event or a replay); absent: every enabled endpoint subscribed to `type`. */
  endpointId?: string;
  /** A replay: the delivery it sends again. */
  replayOf?: string;
  /** Fanned out into deliveries already (the dispatcher sets it). */
  dispatched: boolean;
}

export const webhookEventMapper: Mapper<StoredWebhookEvent> = {
  toDoc: (event) => ({
    id: event.id,
    eventId: event.eventId,
    type: event.type,
    body: event.body,
    occurredAt: timestampFromIso(event.occurredAt),
    endpointId: event.endpointId ?? null,
    replayOf: event.replayOf ?? null,
    dispatched: event.dispatched,
    expireAt: Timestamp.fromMillis(Date.parse(event.occurredAt) + WEBHOOK_EVENT_KEEP_MS),
  }),
  fromDoc(data: DocumentData) {
    const endpointId = optionalStr(data.endpointId);
    const replayOf = optionalStr(data.replayOf);
    return {
      id: str(data.id, 'id'),
      eventId: str(data.eventId, 'eventId'),
      type: str(data.type, 'type') as WebhookSentType,
      body: str(data.body, 'body'),
      occurredAt: isoFrom(data.occurredAt, 'occurredAt'),
      ...(endpointId ? { endpointId } : {}),
      ...(replayOf ? { replayOf } : {}),
      dispatched: data.dispatched === true,
    };
  },
};

export function webhookEventDoc(tid: string, id: string): Doc<StoredWebhookEvent> {
  return docAt(`${collections.orgs}/${tid}/${collections.webhookEvents}/${id}`, webhookEventMapper);
}

/** A new event id: `evt_` and a random document id. */
export function newEventId(uow: Pick<UnitOfWork, 'newId'>): string {
  return `evt_${uow.newId()}`;
}

export interface WebhookEventWrites {
  /**
   * Records event `type` in this unit of work, at the call's time; returns its id. The data is
   * checked against the type's schema (a mismatch is a bug and fails the change).
   */
  emit<T extends WebhookSentType>(type: T, data: WebhookEventData<T>, to?: { endpointId: string }): string;
  /** Sends a stored event's body again to one endpoint, under the same event id. */
  replay(
    event: { eventId: string; type: WebhookSentType; body: string },
    to: { endpointId: string; deliveryId: string },
  ): string;
  get(id: string): Promise<StoredWebhookEvent | null>;
  markDispatched(event: StoredWebhookEvent): void;
}

export function webhookEventWrites(
  uow: UnitOfWork,
  tid: string,
  at: string,
  handOff: (outboxId: string) => void,
): WebhookEventWrites {
  return {
    emit(type, data, to) {
      const id = newEventId(uow);
      const body = JSON.stringify(webhookBody(type, at, data));
      uow.create(webhookEventDoc(tid, id), {
        id,
        eventId: id,
        type,
        body,
        occurredAt: at,
        ...(to ? { endpointId: to.endpointId } : {}),
        dispatched: false,
      });
      handOff(id);
      return id;
    },
    replay(event, to) {
      const id = `rpl_${uow.newId()}`;
      uow.create(webhookEventDoc(tid, id), {
        id,
        eventId: event.eventId,
        type: event.type,
        body: event.body,
        occurredAt: at,
        endpointId: to.endpointId,
        replayOf: to.deliveryId,
        dispatched: false,
      });
      handOff(id);
      return id;
    },
    get: (id) => uow.get(webhookEventDoc(tid, id)),
    markDispatched: (event) => uow.set(webhookEventDoc(tid, event.id), { ...event, dispatched: true }),
  };
}

export interface WebhookEventQueries {
  /** Events not yet fanned out, oldest first (the sweep that catches what a lost hand-off left). */
  pending(limit: number): Promise<StoredWebhookEvent[]>;
  /** Whether an event of one of `types` that occurred before `before` is not yet fanned out (a delivery after it waits). */
  pendingBefore(before: string, types: readonly string[]): Promise<boolean>;
}

export function firestoreWebhookEventQueries(db: Firestore, tid: string): WebhookEventQueries {
  return {
    async pending(limit) {
      const snap = await db
        .collection(collections.orgs)
        .doc(tid)
        .collection(collections.webhookEvents)
        .where('dispatched', '==', false)
        .orderBy('occurredAt', 'asc')
        .limit(limit)
        .get();
      return snap.docs.map((doc) => webhookEventMapper.fromDoc(doc.data()));
    },
    async pendingBefore(before, types) {
      if (types.length === 0) return false;
      const snap = await db
        .collection(collections.orgs)
        .doc(tid)
        .collection(collections.webhookEvents)
        .where('dispatched', '==', false)
        .where('type', 'in', [...types])
        .where('occurredAt', '<', timestampFromIso(before))
        .orderBy('occurredAt', 'asc')
        .limit(1)
        .get();
      return !snap.empty;
    },
  };
}
