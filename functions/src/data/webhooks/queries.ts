// The webhook aggregate's queries on Firestore and on the in-memory store (unit tests): endpoints,
// an endpoint's delivery log and the outbox's undispatched events, the same results on both.
import type { Firestore } from 'firebase-admin/firestore';
import { compositeIndex } from '../aggregate.ts';
import type { CompositeIndex, FieldOverride } from '../aggregate.ts';
import { collections } from '../paths.ts';
import type { MemoryStore } from '../store/memory-store.ts';
import { positionOfDelivery, webhookDeliveryMapper, firestoreWebhookDeliveryQueries } from './deliveries.ts';
import type { DeliveryPosition, WebhookDeliveryQueries } from './deliveries.ts';
import {
  firestoreWebhookEndpointQueries,
  WEBHOOK_ENDPOINTS_LIST_MAX,
  webhookEndpointMapper,
} from './endpoints.ts';
import type { WebhookEndpointQueries } from './endpoints.ts';
import { firestoreWebhookEventQueries, webhookEventMapper } from './events.ts';
import type { WebhookEventQueries } from './events.ts';

export interface WebhookQueries {
  endpoints: WebhookEndpointQueries;
  deliveries: WebhookDeliveryQueries;
  events: WebhookEventQueries;
}

export function firestoreWebhookQueries(db: Firestore, tid: string): WebhookQueries {
  return {
    endpoints: firestoreWebhookEndpointQueries(db, tid),
    deliveries: firestoreWebhookDeliveryQueries(db, tid),
    events: firestoreWebhookEventQueries(db, tid),
  };
}

export function webhookIndexes(): CompositeIndex[] {
  return [
    compositeIndex(collections.webhookDeliveries, ['endpointId asc', 'createdAt desc', 'id desc']),
    compositeIndex(collections.webhookDeliveries, ['endpointId asc', 'awaiting asc', 'createdAt asc']),
    compositeIndex(collections.webhookEvents, ['dispatched asc', 'occurredAt asc']),
    compositeIndex(collections.webhookEvents, ['dispatched asc', 'type asc', 'occurredAt asc']),
    // The sweep, across organisations.
    compositeIndex(collections.webhookEvents, ['dispatched asc', 'occurredAt asc'], 'COLLECTION_GROUP'),
  ];
}

/** Single-field settings: the sweep's due time across organisations, and the 30-day TTL policies. */
export function webhookFieldOverrides(): FieldOverride[] {
  return [
    {
      collectionGroup: collections.webhookDeliveries,
      fieldPath: 'dueAt',
      indexes: [
        { order: 'ASCENDING', queryScope: 'COLLECTION' },
        { order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' },
      ],
    },
    { collectionGroup: collections.webhookEvents, fieldPath: 'expireAt', ttl: true, indexes: [] },
    { collectionGroup: collections.webhookDeliveries, fieldPath: 'expireAt', ttl: true, indexes: [] },
  ];
}

const newestFirst = (a: DeliveryPosition, b: DeliveryPosition) =>
  b.millis - a.millis || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0);

export function memoryWebhookQueries(store: MemoryStore, tid: string): WebhookQueries {
  const under = (name: string) => store.collection(`${collections.orgs}/${tid}/${name}`);
  return {
    endpoints: {
      list: () =>
        Promise.resolve(
          under(collections.webhookEndpoints)
            .map((data) => webhookEndpointMapper.fromDoc(data))
            .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
            .slice(0, WEBHOOK_ENDPOINTS_LIST_MAX),
        ),
    },
    deliveries: {
      page({ endpointId, after, limit }) {
        const all = under(collections.webhookDeliveries)
          .map((data) => webhookDeliveryMapper.fromDoc(data))
          .filter((delivery) => delivery.endpointId === endpointId)
          .sort((a, b) => newestFirst(positionOfDelivery(a), positionOfDelivery(b)));
        const rest = after
          ? all.filter((delivery) => newestFirst(after, positionOfDelivery(delivery)) < 0)
          : all;
        const items = rest.slice(0, limit);
        const last = items.at(-1);
        return Promise.resolve(
          rest.length > limit && last ? { items, next: positionOfDelivery(last) } : { items },
        );
      },
      awaitingBefore: (endpointId, before) =>
        Promise.resolve(
          under(collections.webhookDeliveries)
            .map((data) => webhookDeliveryMapper.fromDoc(data))
            .some(
              (delivery) =>
                delivery.endpointId === endpointId &&
                delivery.status === 'pending' &&
                delivery.attempts.length === 0 &&
                delivery.createdAt < before,
            ),
        ),
    },
    events: {
      pending: (limit) =>
        Promise.resolve(
          under(collections.webhookEvents)
            .map((data) => webhookEventMapper.fromDoc(data))
            .filter((event) => !event.dispatched)
            .sort((a, b) => a.occurredAt.localeCompare(b.occurredAt))
            .slice(0, limit),
        ),
      pendingBefore: (before, types) =>
        Promise.resolve(
          under(collections.webhookEvents)
            .map((data) => webhookEventMapper.fromDoc(data))
            .some((event) => !event.dispatched && types.includes(event.type) && event.occurredAt < before),
        ),
    },
  };
}
