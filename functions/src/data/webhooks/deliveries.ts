// Deliveries of webhook events: orgs/{tid}/webhookDeliveries/{id}, one per event and endpoint
// (id `<eventId>_<endpointId>`, so fanning an event out twice makes no second delivery; a
// replay's id is its own), with the body as signed and every attempt, newest first.
import { Timestamp } from 'firebase-admin/firestore';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import type { WebhookAttempt, WebhookDelivery, WebhookDeliveryStatus } from '@assay/domain/webhooks';
import { isoFrom, optionalIsoFrom, optionalStr, str, timestampFromIso } from '../convert.ts';
import { collections } from '../paths.ts';
import { docAt } from '../store/store.ts';
import { WEBHOOK_EVENT_KEEP_MS } from './events.ts';
import type { Doc, Mapper, Reader, UnitOfWork } from '../store/store.ts';

/** Attempts a delivery keeps (the newest; retries stop after 24 h, well before). */
export const WEBHOOK_ATTEMPTS_KEPT = 30;

export interface StoredWebhookDelivery extends WebhookDelivery {
  /** The JSON body as signed and sent (a replay sends it again). */
  body: string;
}

const statuses = new Set<WebhookDeliveryStatus>(['pending', 'succeeded', 'failed']);

function attemptFrom(data: DocumentData): WebhookAttempt {
  const error = optionalStr(data.error);
  const excerpt = typeof data.responseExcerpt === 'string' ? data.responseExcerpt : undefined;
  return {
    attempt: Number(data.attempt),
    at: isoFrom(data.at, 'at'),
    ...(typeof data.httpStatus === 'number' ? { httpStatus: data.httpStatus } : {}),
    ...(error ? { error } : {}),
    latencyMs: Number(data.latencyMs),
    ...(excerpt !== undefined ? { responseExcerpt: excerpt } : {}),
  };
}

export const webhookDeliveryMapper: Mapper<StoredWebhookDelivery> = {
  toDoc: (delivery) => ({
    id: delivery.id,
    endpointId: delivery.endpointId,
    eventId: delivery.eventId,
    eventType: delivery.eventType,
    status: delivery.status,
    body: delivery.body,
    createdAt: timestampFromIso(delivery.createdAt),
    attempts: delivery.attempts.map((attempt) => ({
      attempt: attempt.attempt,
      at: timestampFromIso(attempt.at),
      httpStatus: attempt.httpStatus ?? null,
      error: attempt.error ?? null,
      latencyMs: attempt.latencyMs,
      responseExcerpt: attempt.responseExcerpt ?? null,
    })),
    nextAttemptAt: delivery.nextAttemptAt ? timestampFromIso(delivery.nextAttemptAt) : null,
    replayOf: delivery.replayOf ?? null,
    // Query fields: waiting for its first attempt (later deliveries of the endpoint wait for it,
    // in order), when a pending delivery is due (the sweep finds one whose task was lost).
    awaiting: delivery.status === 'pending' && delivery.attempts.length === 0,
    dueAt:
      delivery.status === 'pending' ? timestampFromIso(delivery.nextAttemptAt ?? delivery.createdAt) : null,
    // Firestore's TTL policy removes it 30 days after it was created.
    expireAt: Timestamp.fromMillis(Date.parse(delivery.createdAt) + WEBHOOK_EVENT_KEEP_MS),
  }),
  fromDoc(data: DocumentData) {
    const status = data.status as WebhookDeliveryStatus;
    if (!statuses.has(status)) throw new Error('Stored webhook delivery has an unknown status');
    const nextAttemptAt = optionalIsoFrom(data.nextAttemptAt, 'nextAttemptAt');
    const replayOf = optionalStr(data.replayOf);
    return {
      id: str(data.id, 'id'),
      endpointId: str(data.endpointId, 'endpointId'),
      eventId: str(data.eventId, 'eventId'),
      eventType: str(data.eventType, 'eventType'),
      status,
      body: str(data.body, 'body'),
      createdAt: isoFrom(data.createdAt, 'createdAt'),
      attempts: Array.isArray(data.attempts) ? (data.attempts as DocumentData[]).map(attemptFrom) : [],
      ...(nextAttemptAt ? { nextAttemptAt } : {}),
      ...(replayOf ? { replayOf } : {}),
    };
  },
};

export function webhookDeliveryDoc(tid: string, id: string): Doc<StoredWebhookDelivery> {
  return docAt(`${collections.orgs}/${tid}/${collections.webhookDeliveries}/${id}`, webhookDeliveryMapper);
}

/** Where a page of deliveries starts: after the delivery created at `millis` with this id. */
export interface DeliveryPosition {
  millis: number;
  id: string;
}

export interface WebhookDeliveryQueries {
  /** An endpoint's deliveries, newest first. */
  page(query: {
    endpointId: string;
    after?: DeliveryPosition;
    limit: number;
  }): Promise<{ items: StoredWebhookDelivery[]; next?: DeliveryPosition }>;
  /** Whether a delivery of the endpoint created before `before` still waits for its first attempt. */
  awaitingBefore(endpointId: string, before: string): Promise<boolean>;
}

export function positionOfDelivery(delivery: StoredWebhookDelivery): DeliveryPosition {
  return { millis: Date.parse(delivery.createdAt), id: delivery.id };
}

export function firestoreWebhookDeliveryQueries(db: Firestore, tid: string): WebhookDeliveryQueries {
  return {
    async page({ endpointId, after, limit }) {
      let query = db
        .collection(collections.orgs)
        .doc(tid)
        .collection(collections.webhookDeliveries)
        .where('endpointId', '==', endpointId)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc');
      if (after) query = query.startAfter(Timestamp.fromMillis(after.millis), after.id);
      const snap = await query.limit(limit + 1).get();
      const all = snap.docs.map((doc) => webhookDeliveryMapper.fromDoc(doc.data()));
      const items = all.slice(0, limit);
      const last = items.at(-1);
      return all.length > limit && last ? { items, next: positionOfDelivery(last) } : { items };
    },
    async awaitingBefore(endpointId, before) {
      const snap = await db
        .collection(collections.orgs)
        .doc(tid)
        .collection(collections.webhookDeliveries)
        .where('endpointId', '==', endpointId)
        .where('awaiting', '==', true)
        .where('createdAt', '<', timestampFromIso(before))
        .orderBy('createdAt', 'asc')
        .limit(1)
        .get();
      return !snap.empty;
    },
  };
}

export interface WebhookDeliveryReads extends WebhookDeliveryQueries {
  get(id: string): Promise<StoredWebhookDelivery | null>;
}

export function webhookDeliveryReads(
  reader: Reader,
  tid: string,
  queries: WebhookDeliveryQueries,
): WebhookDeliveryReads {
  return {
    page: (query) => queries.page(query),
    awaitingBefore: (endpointId, before) => queries.awaitingBefore(endpointId, before),
    get: (id) => reader.get(webhookDeliveryDoc(tid, id)),
  };
}

export interface WebhookDeliveryWrites {
  get(id: string): Promise<StoredWebhookDelivery | null>;
  /** Fails the transaction if this delivery exists (an event fanned out twice). */
  create(delivery: StoredWebhookDelivery): void;
  put(delivery: StoredWebhookDelivery): void;
}

export function webhookDeliveryWrites(uow: UnitOfWork, tid: string): WebhookDeliveryWrites {
  return {
    get: (id) => uow.get(webhookDeliveryDoc(tid, id)),
    create: (delivery) => uow.create(webhookDeliveryDoc(tid, delivery.id), delivery),
    put: (delivery) => uow.set(webhookDeliveryDoc(tid, delivery.id), delivery),
  };
}
