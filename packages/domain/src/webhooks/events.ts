// The events an organisation's webhook endpoints can receive (issue 28): the catalogue, and a
// versioned payload schema per event type. The body sent is Standard Webhooks' shape:
// `{ type, version, timestamp, data }`, `data` as the type's schema of that version says. A
// breaking change to a payload adds a version; the catalogue keeps the one being sent.
import { z } from 'zod';
import { isoDateTimeSchema } from '../ids/index.ts';

export const webhookEventTypes = [
  'tenant.created',
  'tenant.updated',
  'tenant.archived',
  'assessment.created',
  'assessment.submitted',
  'assessment.completed',
  'assessment.reopened',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** The type of the event "send test event" delivers (to the one endpoint, whatever it subscribed to). */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type WebhookSentType = WebhookEventType | typeof WEBHOOK_TEST_EVENT;

const tenantData = z.strictObject({
  organisationId: z.string(),
  tenant: z.strictObject({
    id: z.string(),
    name: z.string(),
    kind: z.string(),
    status: z.enum(['active', 'archived']),
    tags: z.array(z.string()),
    group: z.string().optional(),
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
    archivedAt: isoDateTimeSchema.optional(),
  }),
});

const assessmentData = z.strictObject({
  organisationId: z.string(),
  assessment: z.strictObject({
    id: z.string(),
    tenantId: z.string(),
    name: z.string(),
    status: z.string(),
    baseline: z.strictObject({ id: z.string(), name: z.string(), version: z.number().int() }),
    createdAt: isoDateTimeSchema,
    submittedAt: isoDateTimeSchema.optional(),
    completedAt: isoDateTimeSchema.optional(),
  }),
});

/** Each event type's payload (`data`), by version; `version` is the one sent now. */
export const webhookEventCatalogue = {
  'tenant.created': { version: 1, description: 'A tenant was created.', data: tenantData },
  'tenant.updated': {
    version: 1,
    description: 'A tenant’s name, description, tags, group, kind or client language changed.',
    data: tenantData.extend({ changedFields: z.array(z.string()) }),
  },
  'tenant.archived': { version: 1, description: 'A tenant was archived.', data: tenantData },
  'assessment.created': { version: 1, description: 'An assessment was started.', data: assessmentData },
  'assessment.submitted': {
    version: 1,
    description: 'An assessment was submitted for review.',
    data: assessmentData,
  },
  'assessment.completed': { version: 1, description: 'An assessment was completed.', data: assessmentData },
  'assessment.reopened': {
    version: 1,
    description: 'A completed or submitted assessment was reopened.',
    data: assessmentData.extend({ reason: z.string() }),
  },
  [WEBHOOK_TEST_EVENT]: {
    version: 1,
    description: 'Sent by "Send test event" to one endpoint.',
    data: z.strictObject({ organisationId: z.string(), endpointId: z.string(), message: z.string() }),
  },
} as const satisfies Record<WebhookSentType, { version: number; description: string; data: z.ZodType }>;

export type WebhookEventData<T extends WebhookSentType> = z.input<(typeof webhookEventCatalogue)[T]['data']>;

/** The JSON body of a delivery (Standard Webhooks' recommended shape, with the payload's version). */
export interface WebhookBody<T extends WebhookSentType = WebhookSentType> {
  type: T;
  version: number;
  timestamp: string;
  data: WebhookEventData<T>;
}

/** The body of event `type` at `timestamp`; throws when `data` breaks the type's schema (a bug, never sent). */
export function webhookBody<T extends WebhookSentType>(
  type: T,
  timestamp: string,
  data: WebhookEventData<T>,
): WebhookBody<T> {
  const entry = webhookEventCatalogue[type];
  const parsed = entry.data.safeParse(data);
  if (!parsed.success)
    throw new Error(`Webhook event ${type} does not match its schema: ${parsed.error.message}`);
  return { type, version: entry.version, timestamp, data };
}

/** Tenant fields as the tenant events carry them. */
export function tenantEventData(
  organisationId: string,
  tenant: {
    id: string;
    name: string;
    kind: string;
    status: 'active' | 'archived';
    tags: string[];
    group?: string | undefined;
    createdAt: string;
    updatedAt: string;
    archivedAt?: string | undefined;
  },
): WebhookEventData<'tenant.created'> {
  return {
    organisationId,
    tenant: {
      id: tenant.id,
      name: tenant.name,
      kind: tenant.kind,
      status: tenant.status,
      tags: tenant.tags,
      ...(tenant.group ? { group: tenant.group } : {}),
      createdAt: tenant.createdAt,
      updatedAt: tenant.updatedAt,
      ...(tenant.archivedAt ? { archivedAt: tenant.archivedAt } : {}),
    },
  };
}

/** Assessment fields as the assessment events carry them. */
export function assessmentEventData(
  organisationId: string,
  assessment: {
    id: string;
    tenantId: string;
    name: string;
    status: string;
    baseline: { id: string; name: string; version: number };
    createdAt: string;
    submittedAt?: string | undefined;
    completedAt?: string | undefined;
  },
): WebhookEventData<'assessment.submitted'> {
  return {
    organisationId,
    assessment: {
      id: assessment.id,
      tenantId: assessment.tenantId,
      name: assessment.name,
      status: assessment.status,
      baseline: {
        id: assessment.baseline.id,
        name: assessment.baseline.name,
        version: assessment.baseline.version,
      },
      createdAt: assessment.createdAt,
      ...(assessment.submittedAt ? { submittedAt: assessment.submittedAt } : {}),
      ...(assessment.completedAt ? { completedAt: assessment.completedAt } : {}),
    },
  };
}
