import { z } from 'zod';
import { defineArea } from '../contracts/define.ts';
import { cursorSchema, idOf } from '../ids/index.ts';
import {
  WEBHOOK_DELIVERIES_PAGE_MAX,
  webhookDeliverySchema,
  webhookEndpointCreateInputSchema,
  webhookEndpointSchema,
  webhookEndpointUpdateInputSchema,
  webhookRotateInputSchema,
} from './endpoint.ts';

const owners = { audience: 'member', minRole: 'admin' } as const;

/** Owners and admins manage the organisation's webhooks, on plans that include API features (SPEC §4). */
export const webhooksContracts = defineArea('webhooks', {
  /** Every endpoint of the organisation, oldest first (at most WEBHOOK_ENDPOINTS_MAX). */
  list: {
    description: 'The webhook endpoints of the organisation.',
    access: owners,
    mutation: false,
    input: z.strictObject({}),
    output: z.strictObject({ items: z.array(webhookEndpointSchema) }),
  },

  /**
   * Adds an endpoint and returns its signing secret, once. resource-exhausted (details.limit =
   * webhookEndpoints) when the plan has no API features or the organisation holds the most it may.
   */
  create: {
    description: 'Add a webhook endpoint; its signing secret is returned only in this answer.',
    access: owners,
    mutation: true,
    input: webhookEndpointCreateInputSchema,
    output: z.strictObject({ endpoint: webhookEndpointSchema, secret: z.string() }),
  },

  /** Changes the given fields; enabling a disabled endpoint clears why the service disabled it. */
  update: {
    description: 'Change a webhook endpoint: address, description, events, enabled.',
    access: owners,
    mutation: true,
    input: webhookEndpointUpdateInputSchema,
    output: webhookEndpointSchema,
  },

  /** Removes an endpoint and stops its pending deliveries. */
  delete: {
    description: 'Delete a webhook endpoint.',
    access: owners,
    mutation: true,
    input: z.strictObject({ endpointId: idOf('webhookEndpoint') }),
    output: z.strictObject({ endpointId: z.string() }),
  },

  /** A new secret, returned once; the current one keeps signing beside it for `overlapHours`. */
  rotateSecret: {
    description:
      'Rotate a webhook endpoint’s signing secret; the new secret is returned only in this answer.',
    access: owners,
    mutation: true,
    input: webhookRotateInputSchema,
    output: z.strictObject({ endpoint: webhookEndpointSchema, secret: z.string() }),
  },

  /** Queues a `webhook.test` event for this endpoint alone (even a disabled one). */
  sendTest: {
    description: 'Send a test event to a webhook endpoint.',
    access: owners,
    mutation: true,
    input: z.strictObject({ endpointId: idOf('webhookEndpoint') }),
    output: z.strictObject({ eventId: z.string() }),
  },

  /** An endpoint's deliveries, newest first, a page at a time. */
  listDeliveries: {
    description: 'The delivery log of a webhook endpoint.',
    access: owners,
    mutation: false,
    input: z.strictObject({
      endpointId: idOf('webhookEndpoint'),
      pageSize: z
        .number()
        .int('Must be a whole number')
        .min(1, 'At least 1')
        .max(WEBHOOK_DELIVERIES_PAGE_MAX, `At most ${WEBHOOK_DELIVERIES_PAGE_MAX}`)
        .default(25),
      cursor: cursorSchema.optional(),
    }),
    output: z.strictObject({ items: z.array(webhookDeliverySchema), nextCursor: z.string().optional() }),
  },

  /** Sends one delivery's event again, with the same event id (receivers de-duplicate by it). */
  replayDelivery: {
    description: 'Send a delivered or failed webhook event again.',
    access: owners,
    mutation: true,
    input: z.strictObject({ deliveryId: idOf('webhookDelivery') }),
    output: z.strictObject({ deliveryId: z.string() }),
  },
});
