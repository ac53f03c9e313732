// The delivery log of a webhook endpoint and the replay of one delivery (issue 28). A replay
// sends the delivery's body again under the same event id, so a receiver that de-duplicates by
// `webhook-id` and already handled it ignores it; it is a new delivery with its own attempts.
import type { ContractParsedInput } from '@assay/domain/contracts';
import { DomainError } from '@assay/domain/errors';
import type { WebhookDelivery, WebhookSentType, webhooksContracts } from '@assay/domain/webhooks';
import type { OrgData } from '../../data/org-data.ts';
import type { StoredWebhookDelivery } from '../../data/webhooks/deliveries.ts';
import { decodeCursor, encodeCursor, queryFingerprint } from '../cursor.ts';
import { endpointNotFound, requireEndpoint } from './endpoints-service.ts';

type ListInput = ContractParsedInput<typeof webhooksContracts.listDeliveries>;

export function publicDelivery(delivery: StoredWebhookDelivery): WebhookDelivery {
  const { body: _body, ...rest } = delivery;
  return rest;
}

export async function listDeliveries(
  org: OrgData,
  input: ListInput,
): Promise<{ items: WebhookDelivery[]; nextCursor?: string }> {
  const fingerprint = queryFingerprint({ list: 'webhookDeliveries', endpointId: input.endpointId });
  const after = input.cursor ? decodeCursor(input.cursor, fingerprint, 'millis') : undefined;
  const [endpoint, page] = await Promise.all([
    org.webhookEndpoints.get(input.endpointId),
    org.webhookDeliveries.page({
      endpointId: input.endpointId,
      limit: input.pageSize,
      ...(after ? { after: { millis: after.value, id: after.id } } : {}),
    }),
  ]);
  if (!endpoint) throw endpointNotFound();
  return {
    items: page.items.map(publicDelivery),
    ...(page.next
      ? { nextCursor: encodeCursor(fingerprint, { value: page.next.millis, id: page.next.id }) }
      : {}),
  };
}

function deliveryNotFound(): DomainError {
  return new DomainError('not-found', 'This webhook delivery does not exist or you cannot see it.', {
    reason: 'webhook-delivery-not-found',
  });
}

/** Queues the delivery's event again for its endpoint (which must still exist). */
export async function replayDelivery(org: OrgData, deliveryId: string): Promise<{ deliveryId: string }> {
  return org.transaction(async (tx) => {
    const delivery = await tx.webhookDeliveries.get(deliveryId);
    if (!delivery) throw deliveryNotFound();
    const endpoint = await requireEndpoint(tx, delivery.endpointId);
    const replayId = tx.webhookEvents.replay(
      { eventId: delivery.eventId, type: delivery.eventType as WebhookSentType, body: delivery.body },
      { endpointId: endpoint.id, deliveryId: delivery.id },
    );
    tx.audit.record({
      target: `webhookEndpoint/${endpoint.id}`,
      summary: `Replayed a webhook delivery (${delivery.eventType} ${delivery.eventId})`,
      subjectName: endpoint.url,
    });
    return { deliveryId: replayId };
  });
}
