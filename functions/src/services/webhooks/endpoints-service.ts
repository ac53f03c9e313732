// Webhook endpoints of an organisation (issue 28): owners and admins add, change, delete them and
// rotate their secrets, on plans that include API features (SPEC §4: the plans with API keys).
// The signing secret is returned once (create, rotate) and never again; it is stored so that it
// can sign. Every change and its audit entry commit in one transaction.
import { randomBytes } from 'node:crypto';
import type { ContractParsedInput } from '@assay/domain/contracts';
import { DomainError } from '@assay/domain/errors';
import { planNames } from '@assay/domain/plans/labels';
import { WEBHOOK_ENDPOINTS_MAX, WEBHOOK_TEST_EVENT } from '@assay/domain/webhooks';
import type { WebhookEndpoint, webhooksContracts } from '@assay/domain/webhooks';
import { WEBHOOK_SECRET_BYTES, WEBHOOK_SECRET_PREFIX } from '@assay/domain/webhooks/signing';
import { planInForce } from '@assay/domain/billing';
import type { OrgData, OrgTransaction } from '../../data/org-data.ts';
import type { StoredWebhookEndpoint } from '../../data/webhooks/endpoints.ts';
import { effectiveLimits } from '../limits.ts';
import { refusedAsWritten } from './address-policy.ts';

const HOUR_MS = 3_600_000;
/** Characters of the secret the list shows (`whsec_` and four of the key). */
const SECRET_PREFIX_LENGTH = WEBHOOK_SECRET_PREFIX.length + 4;

type CreateInput = ContractParsedInput<typeof webhooksContracts.create>;
type UpdateInput = ContractParsedInput<typeof webhooksContracts.update>;
type RotateInput = ContractParsedInput<typeof webhooksContracts.rotateSecret>;

export interface EndpointOptions {
  now: Date;
  actorUid: string;
  /** Loopback addresses are accepted (the emulators only). */
  allowLoopback: boolean;
}

export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(WEBHOOK_SECRET_BYTES).toString('base64')}`;
}

/** The secrets that sign at `now`: the current one, and the previous one while its overlap lasts. */
export function signingSecrets(endpoint: StoredWebhookEndpoint, now: Date): string[] {
  const overlapping =
    endpoint.previousSecret &&
    endpoint.previousSecretUntil &&
    Date.parse(endpoint.previousSecretUntil) > now.getTime();
  return overlapping && endpoint.previousSecret
    ? [endpoint.secret, endpoint.previousSecret]
    : [endpoint.secret];
}

export function publicEndpoint(endpoint: StoredWebhookEndpoint, now: Date): WebhookEndpoint {
  const overlapping = signingSecrets(endpoint, now).length > 1;
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    eventTypes: endpoint.eventTypes,
    enabled: endpoint.enabled,
    ...(endpoint.disabledReason ? { disabledReason: endpoint.disabledReason } : {}),
    secretPrefix: endpoint.secret.slice(0, SECRET_PREFIX_LENGTH),
    ...(overlapping && endpoint.previousSecretUntil
      ? { previousSecretUntil: endpoint.previousSecretUntil }
      : {}),
    createdAt: endpoint.createdAt,
    createdBy: endpoint.createdBy,
    updatedAt: endpoint.updatedAt,
  };
}

export function endpointNotFound(): DomainError {
  return new DomainError('not-found', 'This webhook endpoint does not exist or you cannot see it.', {
    reason: 'webhook-endpoint-not-found',
  });
}

function addressRefused(): DomainError {
  const message = 'This address is in a private network; use a public address';
  return new DomainError('invalid-argument', `url: ${message}.`, {
    fields: [{ path: 'url', rule: 'webhook-address-refused', message }],
  });
}

function checkAddress(url: string, options: EndpointOptions): void {
  if (refusedAsWritten(url, options.allowLoopback)) throw addressRefused();
}

export async function requireEndpoint(tx: OrgTransaction, id: string): Promise<StoredWebhookEndpoint> {
  const endpoint = await tx.webhookEndpoints.get(id);
  if (!endpoint) throw endpointNotFound();
  return endpoint;
}

export async function listEndpoints(org: OrgData, now: Date): Promise<{ items: WebhookEndpoint[] }> {
  return { items: (await org.webhookEndpoints.list()).map((endpoint) => publicEndpoint(endpoint, now)) };
}

/** Adds an endpoint; the returned `secret` is shown once. */
export async function createEndpoint(
  org: OrgData,
  input: CreateInput,
  options: EndpointOptions,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  checkAddress(input.url, options);
  return org.transaction(async (tx) => {
    const organisation = await tx.organisation.get();
    if (!organisation)
      throw new DomainError('not-found', 'This organisation does not exist.', {
        reason: 'organisation-not-found',
      });
    if (!effectiveLimits(organisation, org.now).apiKeys)
      throw new DomainError(
        'resource-exhausted',
        `The ${planNames[planInForce(organisation, org.now)]} plan does not include webhooks. Upgrade the plan to send webhooks.`,
        { reason: 'plan-limit', limit: { name: 'webhookEndpoints', max: 0 } },
      );
    // The organisation's counter, read and written in this transaction: concurrent creates
    // conflict on it, so the cap holds. Endpoints older than the counter are counted once.
    const held = organisation.webhookEndpointCount ?? (await org.webhookEndpoints.list()).length;
    if (held >= WEBHOOK_ENDPOINTS_MAX)
      throw new DomainError(
        'resource-exhausted',
        `An organisation may have ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints. Delete one you no longer use to add another.`,
        { reason: 'plan-limit', limit: { name: 'webhookEndpoints', max: WEBHOOK_ENDPOINTS_MAX } },
      );
    const at = options.now.toISOString();
    const secret = newWebhookSecret();
    const endpoint: StoredWebhookEndpoint = {
      id: tx.webhookEndpoints.newId(),
      url: input.url,
      description: input.description ?? '',
      eventTypes: [...new Set(input.eventTypes)],
      enabled: input.enabled,
      secret,
      createdAt: at,
      createdBy: options.actorUid,
      updatedAt: at,
    };
    tx.webhookEndpoints.put(endpoint);
    tx.organisation.setCounts({ webhookEndpointCount: held + 1 });
    tx.audit.record({
      target: `webhookEndpoint/${endpoint.id}`,
      summary: `Added a webhook endpoint (${endpoint.eventTypes.join(', ')})`,
      subjectName: endpoint.url,
    });
    return { endpoint: publicEndpoint(endpoint, options.now), secret };
  });
}

const editable = ['url', 'description', 'eventTypes', 'enabled'] as const;

/** Changes the given fields; the current values alone change nothing and record nothing. */
export async function updateEndpoint(
  org: OrgData,
  input: UpdateInput,
  options: EndpointOptions,
): Promise<WebhookEndpoint> {
  if (input.url !== undefined) checkAddress(input.url, options);
  return org.transaction(async (tx) => {
    const endpoint = await requireEndpoint(tx, input.endpointId);
    const candidate: StoredWebhookEndpoint = {
      ...endpoint,
      url: input.url ?? endpoint.url,
      description: input.description ?? endpoint.description,
      eventTypes: input.eventTypes ? [...new Set(input.eventTypes)] : endpoint.eventTypes,
      enabled: input.enabled ?? endpoint.enabled,
    };
    const changed = editable.filter(
      (field) => JSON.stringify(candidate[field]) !== JSON.stringify(endpoint[field]),
    );
    if (changed.length === 0) return publicEndpoint(endpoint, options.now);
    const { disabledReason: _reason, failingSince: _since, ...rest } = candidate;
    // Enabling again starts afresh: the failure count that disabled it is forgotten.
    const updated: StoredWebhookEndpoint = {
      ...(candidate.enabled && !endpoint.enabled ? rest : candidate),
      updatedAt: options.now.toISOString(),
    };
    tx.webhookEndpoints.put(updated);
    tx.audit.record({
      target: `webhookEndpoint/${endpoint.id}`,
      summary: `Changed a webhook endpoint (${changed.join(', ')})`,
      subjectName: updated.url,
      changedFields: [...changed],
    });
    return publicEndpoint(updated, options.now);
  });
}

/** Deletes an endpoint: its pending deliveries stop at their next attempt. */
export async function deleteEndpoint(org: OrgData, endpointId: string): Promise<{ endpointId: string }> {
  return org.transaction(async (tx) => {
    const [endpoint, organisation] = await Promise.all([
      requireEndpoint(tx, endpointId),
      tx.organisation.get(),
    ]);
    tx.webhookEndpoints.delete(endpoint.id);
    // An organisation without the counter is counted by the next create.
    if (organisation?.webhookEndpointCount !== undefined)
      tx.organisation.setCounts({ webhookEndpointCount: Math.max(0, organisation.webhookEndpointCount - 1) });
    tx.audit.record({
      target: `webhookEndpoint/${endpoint.id}`,
      summary: 'Deleted a webhook endpoint',
      subjectName: endpoint.url,
    });
    return { endpointId: endpoint.id };
  });
}

/** A new secret, shown once; the current one signs beside it for `overlapHours` (0: not at all). */
export async function rotateSecret(
  org: OrgData,
  input: RotateInput,
  now: Date,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  return org.transaction(async (tx) => {
    const endpoint = await requireEndpoint(tx, input.endpointId);
    const secret = newWebhookSecret();
    const { previousSecret: _secret, previousSecretUntil: _until, ...rest } = endpoint;
    const rotated: StoredWebhookEndpoint = {
      ...rest,
      secret,
      ...(input.overlapHours > 0
        ? {
            previousSecret: endpoint.secret,
            previousSecretUntil: new Date(now.getTime() + input.overlapHours * HOUR_MS).toISOString(),
          }
        : {}),
      updatedAt: now.toISOString(),
    };
    tx.webhookEndpoints.put(rotated);
    tx.audit.record({
      target: `webhookEndpoint/${endpoint.id}`,
      summary: `Rotated a webhook endpoint's secret (the previous one signs for ${input.overlapHours} h)`,
      subjectName: endpoint.url,
    });
    return { endpoint: publicEndpoint(rotated, now), secret };
  });
}

/** Queues a `webhook.test` event for this endpoint alone. */
export async function sendTestEvent(org: OrgData, endpointId: string): Promise<{ eventId: string }> {
  return org.transaction(async (tx) => {
    const endpoint = await requireEndpoint(tx, endpointId);
    const eventId = tx.webhookEvents.emit(
      WEBHOOK_TEST_EVENT,
      {
        organisationId: org.tid,
        endpointId: endpoint.id,
        message: 'A test event from Assay: your endpoint receives and verifies webhooks.',
      },
      { endpointId: endpoint.id },
    );
    tx.audit.record({
      target: `webhookEndpoint/${endpoint.id}`,
      summary: 'Sent a test event to a webhook endpoint',
      subjectName: endpoint.url,
    });
    return { eventId };
  });
}
