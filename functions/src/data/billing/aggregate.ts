// The subscription and the webhook events already processed (orgs/{tid}/billing, billingEvents).
import { defineAggregate } from '../aggregate.ts';
import { collections } from '../paths.ts';
import { billingReads, billingWrites } from './billing.ts';

export const billingAggregate = defineAggregate({
  name: 'billing',
  collections: [collections.billing, collections.billingEvents],
  reads: { billing: ({ reader, tid }) => billingReads(reader, tid) },
  writes: { billing: ({ uow, tid }) => billingWrites(uow, tid) },
});
