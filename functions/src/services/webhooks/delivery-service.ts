// Delivering the webhook outbox (issue 28). fanOut turns one outbox event into a delivery per
// endpoint that wants it (enabled and subscribed, or the one endpoint a test or replay names),
// once: the event is marked dispatched in the same transaction, and a delivery's id is
// `<eventId>_<endpointId>`. attemptDelivery makes one attempt of one delivery: it signs with the
// endpoint's signing secrets (both during a rotation's overlap), sends through the SSRF-checked
// sender, and records the attempt (status, latency, response excerpt, attempt number). A failed
// attempt is retried with exponential backoff and jitter for up to 24 hours after the event; an
// endpoint whose deliveries have all failed for 3 days is disabled and its owners are mailed.
import { signWebhook } from '@assay/domain/webhooks/signing';
import type { WebhookAttempt } from '@assay/domain/webhooks';
import type { OrgData, OrgTransaction } from '../../data/org-data.ts';
import type { StoredWebhookDelivery } from '../../data/webhooks/deliveries.ts';
import type { StoredWebhookEndpoint } from '../../data/webhooks/endpoints.ts';
import type { WebhookSender } from './sender.ts';
import { signingSecrets } from './endpoints-service.ts';

const SECOND_MS = 1000;
const HOUR_MS = 3_600_000;
/** Retries stop this long after the delivery was created. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * HOUR_MS;
/** An endpoint failing this long (every delivery since) is disabled. */
export const WEBHOOK_DISABLE_AFTER_MS = 72 * HOUR_MS;
/** The first retry's delay; each next one doubles, up to WEBHOOK_BACKOFF_MAX_MS. */
export const WEBHOOK_BACKOFF_BASE_MS = 10 * SECOND_MS;
export const WEBHOOK_BACKOFF_MAX_MS = HOUR_MS;

/**
 * The delay before attempt `attempt + 1` after `attempt` failed: 10 s × 2^(attempt − 1), at most
 * an hour, times a random factor in [0.5, 1.5) so that endpoints failing together do not retry together.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const exponential = Math.min(
    WEBHOOK_BACKOFF_MAX_MS,
    WEBHOOK_BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1),
  );
  return Math.round(exponential * (0.5 + random()));
}

/**
 * How long a delivery's first attempt waits for the older deliveries of its endpoint (and the
 * organisation's older events still to be fanned out) to go first; after that it goes anyway.
 */
export const WEBHOOK_ORDER_WAIT_MS = 2 * 60 * SECOND_MS;
/** A task may run this much before its attempt is due (clocks differ a little). */
const EARLY_TOLERANCE_MS = SECOND_MS;

/** Makes the deliveries of one outbox event; returns their ids (none if it was fanned out already or is gone). */
export async function fanOut(org: OrgData, outboxId: string): Promise<string[]> {
  const endpoints = await org.webhookEndpoints.list();
  return org.transaction(async (tx) => {
    const event = await tx.webhookEvents.get(outboxId);
    if (!event || event.dispatched) return [];
    const targets = event.endpointId
      ? endpoints.filter((endpoint) => endpoint.id === event.endpointId)
      : endpoints.filter(
          (endpoint) => endpoint.enabled && (endpoint.eventTypes as readonly string[]).includes(event.type),
        );
    const ids = targets.map((endpoint) => (event.replayOf ? event.id : `${event.eventId}_${endpoint.id}`));
    targets.forEach((endpoint, index) =>
      tx.webhookDeliveries.create({
        id: ids[index] ?? '',
        endpointId: endpoint.id,
        eventId: event.eventId,
        eventType: event.type,
        status: 'pending',
        body: event.body,
        // The event's time: deliveries of an endpoint go out in this order, retries end 24 h after it.
        createdAt: event.occurredAt,
        attempts: [],
        ...(event.replayOf ? { replayOf: event.replayOf } : {}),
      }),
    );
    tx.webhookEvents.markDispatched(event);
    return ids;
  });
}

export interface AttemptDeps {
  now: Date;
  send: WebhookSender;
  random?: () => number;
  /** Where the owners manage webhooks (the disabling mail links to it). */
  developerUrl: string;
}

/** What became of an attempt: done (delivered, given up or nothing to do), or to be tried again after `delayMs`. */
export type AttemptOutcome =
  | { kind: 'succeeded' | 'failed' | 'skipped' }
  | { kind: 'retry'; delayMs: number; attempt: number }
  /** Not attempted: its attempt is not due yet (`early`), or an older delivery goes first (`waiting`). */
  | { kind: 'early' | 'waiting' };

function succeeded(status: number | undefined): boolean {
  return status !== undefined && status >= 200 && status < 300;
}

/** One attempt of delivery `deliveryId`; safe to run twice (a delivery no longer pending is skipped). */
export async function attemptDelivery(
  org: OrgData,
  deliveryId: string,
  deps: AttemptDeps,
): Promise<AttemptOutcome> {
  const delivery = await org.webhookDeliveries.get(deliveryId);
  if (!delivery || delivery.status !== 'pending') return { kind: 'skipped' };
  const endpoint = await org.webhookEndpoints.get(delivery.endpointId);
  // A deleted endpoint, or one disabled since (a test or replay names its endpoint and is sent anyway).
  const addressed = delivery.eventType === 'webhook.test' || delivery.replayOf !== undefined;
  if (!endpoint || (!endpoint.enabled && !addressed)) {
    await org.transaction(async (tx) => {
      const current = await tx.webhookDeliveries.get(deliveryId);
      if (current?.status === 'pending') tx.webhookDeliveries.put({ ...current, status: 'failed' });
    });
    return { kind: 'skipped' };
  }
  // Cloud Tasks runs a task at its schedule time; the emulator's queue runs it at once.
  if (delivery.nextAttemptAt && Date.parse(delivery.nextAttemptAt) - deps.now.getTime() > EARLY_TOLERANCE_MS)
    return { kind: 'early' };
  if (
    delivery.attempts.length === 0 &&
    !addressed &&
    (await waitsForOlder(org, delivery, endpoint, deps.now))
  )
    return { kind: 'waiting' };
  const attemptNumber = delivery.attempts.length + 1;
  const headers = signWebhook(signingSecrets(endpoint, deps.now), {
    id: delivery.eventId,
    timestamp: deps.now,
    body: delivery.body,
  });
  const result = await deps.send(endpoint.url, headers, delivery.body);
  const attempt: WebhookAttempt = {
    attempt: attemptNumber,
    at: deps.now.toISOString(),
    ...(result.httpStatus !== undefined ? { httpStatus: result.httpStatus } : {}),
    ...(result.error ? { error: result.error } : {}),
    latencyMs: result.latencyMs,
    ...(result.responseExcerpt !== undefined ? { responseExcerpt: result.responseExcerpt } : {}),
  };
  const ok = succeeded(result.httpStatus) && !result.error;
  // The owners are read only when this failure may disable the endpoint (they are mailed).
  const owners =
    !ok && endpoint.enabled && endpoint.failingSince && disablesAt(endpoint) <= deps.now.getTime()
      ? (await org.memberships.members())
          .filter((member) => member.role === 'owner')
          .map((member) => member.email)
      : [];
  const delayMs = retryDelayMs(attemptNumber, deps.random);
  const nextAt = deps.now.getTime() + delayMs;
  // An address refused as written (a private IP, a metadata host) is refused on every attempt.
  const giveUp =
    !ok && (result.permanent === true || nextAt > Date.parse(delivery.createdAt) + WEBHOOK_RETRY_WINDOW_MS);
  return org.transaction(async (tx) => {
    const [current, currentEndpoint] = await Promise.all([
      tx.webhookDeliveries.get(deliveryId),
      tx.webhookEndpoints.get(delivery.endpointId),
    ]);
    // Another run recorded this attempt already (a task delivered twice): keep the first.
    if (!current || current.status !== 'pending' || current.attempts.length >= attemptNumber)
      return { kind: 'skipped' } as const;
    const { nextAttemptAt: _next, ...rest } = current;
    const recorded: StoredWebhookDelivery = {
      ...rest,
      status: ok ? 'succeeded' : giveUp ? 'failed' : 'pending',
      attempts: [attempt, ...current.attempts],
      ...(!ok && !giveUp ? { nextAttemptAt: new Date(nextAt).toISOString() } : {}),
    };
    tx.webhookDeliveries.put(recorded);
    if (currentEndpoint) recordHealth(tx, currentEndpoint, ok, { ...deps, owners });
    if (ok) return { kind: 'succeeded' } as const;
    if (giveUp) return { kind: 'failed' } as const;
    return { kind: 'retry', delayMs, attempt: attemptNumber } as const;
  });
}

/**
 * Whether the first attempt of an event's delivery waits (order per endpoint): for a delivery of
 * the same endpoint created before it that has not had its first attempt, or an older event of a
 * type the endpoint subscribes to not yet fanned out, for at most WEBHOOK_ORDER_WAIT_MS after it
 * was created. (A test event or a replay, sent to one endpoint on request, waits for nothing.)
 */
async function waitsForOlder(
  org: OrgData,
  delivery: StoredWebhookDelivery,
  endpoint: StoredWebhookEndpoint,
  now: Date,
): Promise<boolean> {
  if (now.getTime() - Date.parse(delivery.createdAt) > WEBHOOK_ORDER_WAIT_MS) return false;
  const [olderDelivery, olderEvent] = await Promise.all([
    org.webhookDeliveries.awaitingBefore(delivery.endpointId, delivery.createdAt),
    org.webhookOutbox.pendingBefore(delivery.createdAt, endpoint.eventTypes),
  ]);
  return olderDelivery || olderEvent;
}

/** A success clears the endpoint's failing streak; a failure starts it, and 3 days of it disable the endpoint. */
function recordHealth(
  tx: OrgTransaction,
  endpoint: StoredWebhookEndpoint,
  ok: boolean,
  deps: AttemptDeps & { owners: string[] },
): void {
  const at = deps.now.toISOString();
  if (ok) {
    if (!endpoint.failingSince) return;
    const { failingSince: _since, ...rest } = endpoint;
    tx.webhookEndpoints.put(rest);
    return;
  }
  if (!endpoint.failingSince) {
    tx.webhookEndpoints.put({ ...endpoint, failingSince: at });
    return;
  }
  if (!endpoint.enabled || deps.now.getTime() < disablesAt(endpoint)) return;
  tx.webhookEndpoints.put({ ...endpoint, enabled: false, disabledReason: 'failing', updatedAt: at });
  tx.audit.record({
    target: `webhookEndpoint/${endpoint.id}`,
    summary: `Disabled a webhook endpoint: every delivery has failed since ${endpoint.failingSince.slice(0, 10)}`,
    subjectName: endpoint.url,
  });
  for (const owner of deps.owners)
    tx.mail.queue({
      to: owner,
      subject: 'A webhook endpoint of your organisation was disabled',
      text: [
        `Every delivery to ${endpoint.url} has failed since ${endpoint.failingSince.slice(0, 10)}, so Assay stopped sending to it.`,
        `Check the endpoint, then enable it again on the developer page: ${deps.developerUrl}`,
      ].join('\n\n'),
    });
}

/** When a failing endpoint is disabled (never when it is not failing). */
function disablesAt(endpoint: StoredWebhookEndpoint): number {
  return endpoint.failingSince ? Date.parse(endpoint.failingSince) + WEBHOOK_DISABLE_AFTER_MS : Infinity;
}
