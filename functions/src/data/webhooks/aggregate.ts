// Outbound webhooks (orgs/{tid}/webhookEndpoints, webhookEvents — the outbox — and
// webhookDeliveries), as data/aggregates.ts lists it.
import { defineAggregate } from '../aggregate.ts';
import { collections } from '../paths.ts';
import { webhookDeliveryReads, webhookDeliveryWrites } from './deliveries.ts';
import { webhookEndpointReads, webhookEndpointWrites } from './endpoints.ts';
import { webhookEventWrites } from './events.ts';
import {
  firestoreWebhookQueries,
  memoryWebhookQueries,
  webhookFieldOverrides,
  webhookIndexes,
} from './queries.ts';

export const webhooksAggregate = defineAggregate({
  name: 'webhooks',
  collections: [collections.webhookEndpoints, collections.webhookEvents, collections.webhookDeliveries],
  queries: { firestore: firestoreWebhookQueries, memory: memoryWebhookQueries },
  reads: {
    webhookEndpoints: ({ reader, tid, queries }) => webhookEndpointReads(reader, tid, queries.endpoints),
    webhookDeliveries: ({ reader, tid, queries }) => webhookDeliveryReads(reader, tid, queries.deliveries),
    webhookOutbox: ({ queries }) => queries.events,
  },
  writes: {
    webhookEndpoints: ({ uow, tid }) => webhookEndpointWrites(uow, tid),
    webhookDeliveries: ({ uow, tid }) => webhookDeliveryWrites(uow, tid),
    webhookEvents: ({ uow, tid, stamp, handOff }) => webhookEventWrites(uow, tid, stamp.at, handOff),
  },
  indexes: webhookIndexes,
  fieldOverrides: webhookFieldOverrides,
});
