// Outbound webhooks (issue 28): the organisation's endpoints, their secrets, tests and delivery log.
import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { env } from '../../env.ts';
import { listDeliveries, replayDelivery } from '../../services/webhooks/deliveries-service.ts';
import {
  createEndpoint,
  deleteEndpoint,
  listEndpoints,
  rotateSecret,
  sendTestEvent,
  updateEndpoint,
} from '../../services/webhooks/endpoints-service.ts';
import type { AreaCallables } from '../deployed.ts';

const webhooks = contracts.webhooks;

/** Loopback endpoints only on the local stack (the integration test's receiver). */
const allowLoopback = () => env.isLocal;

export const webhooksCallables = {
  list: defineCallable(webhooks.list, (_input, ctx) => listEndpoints(ctx.org, ctx.now)),
  create: defineCallable(webhooks.create, (input, ctx) =>
    createEndpoint(ctx.org, input, { now: ctx.now, actorUid: ctx.uid, allowLoopback: allowLoopback() }),
  ),
  update: defineCallable(webhooks.update, (input, ctx) =>
    updateEndpoint(ctx.org, input, { now: ctx.now, actorUid: ctx.uid, allowLoopback: allowLoopback() }),
  ),
  delete: defineCallable(webhooks.delete, (input, ctx) => deleteEndpoint(ctx.org, input.endpointId)),
  rotateSecret: defineCallable(webhooks.rotateSecret, (input, ctx) => rotateSecret(ctx.org, input, ctx.now)),
  sendTest: defineCallable(webhooks.sendTest, (input, ctx) => sendTestEvent(ctx.org, input.endpointId)),
  listDeliveries: defineCallable(webhooks.listDeliveries, (input, ctx) => listDeliveries(ctx.org, input)),
  replayDelivery: defineCallable(webhooks.replayDelivery, (input, ctx) =>
    replayDelivery(ctx.org, input.deliveryId),
  ),
} satisfies AreaCallables<'webhooks'>;
