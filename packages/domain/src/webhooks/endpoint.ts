// Outbound webhooks of an organisation (issue 28; SPEC §2 Developer, §4: an API feature, on the
// plans that include API keys): endpoints that receive the organisation's events, signed per
// Standard Webhooks v1 (signing.ts). An endpoint's secret is shown once, when it is created or
// rotated; during a rotation's overlap window both the new and the old secret sign.
import { z } from 'zod';
import { idOf, isoDateTimeSchema } from '../ids/index.ts';
import { humanText } from '../text/index.ts';
import { webhookEventTypes } from './events.ts';

/** Endpoints an organisation may hold (a safety cap: each event costs a delivery per endpoint). */
export const WEBHOOK_ENDPOINTS_MAX = 10;
export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;
/** How long the old secret keeps signing after a rotation, by default and at most (hours). */
export const WEBHOOK_ROTATION_OVERLAP_HOURS = 24;
export const WEBHOOK_ROTATION_OVERLAP_MAX_HOURS = 168;

/** The sentence of the rule `webhook-url` (@assay/domain/errors). */
export const WEBHOOK_URL_SENTENCE = 'Enter an https:// address, like https://hooks.example.com/assay';

/**
 * An endpoint's address: https, a host, no user name or password, no fragment. Plain http is
 * accepted by the schema only for loopback hosts; the server allows those on the emulators only
 * (and in production resolves the host and refuses private addresses before each delivery).
 */
export const webhookUrlSchema = z
  .string()
  .trim()
  .max(WEBHOOK_URL_MAX, `At most ${WEBHOOK_URL_MAX} characters`)
  .regex(
    /^(?:https:\/\/[a-zA-Z0-9.-]+|http:\/\/(?:localhost|127\.0\.0\.1|\[::1\]))(?::\d{1,5})?(?:\/[^\s#]*)?$/,
    WEBHOOK_URL_SENTENCE,
  )
  .meta({ examples: ['https://hooks.example.com/assay'] });

/** Whether an endpoint address names a loopback host (allowed on the emulators only). */
export function isLoopbackUrl(url: string): boolean {
  return /^https?:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d+)?(?:\/|$)/.test(url);
}

export const webhookEventTypesSchema = z
  .array(z.enum(webhookEventTypes))
  .min(1, 'Pick at least one event')
  .max(webhookEventTypes.length, `At most ${webhookEventTypes.length} items`);

export const webhookDescriptionSchema = humanText({ max: WEBHOOK_DESCRIPTION_MAX });

/** An endpoint as the developer page lists it: never a secret. */
export const webhookEndpointSchema = z.strictObject({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(z.enum(webhookEventTypes)),
  enabled: z.boolean(),
  /** Why it is disabled when the service disabled it (failing for 3 days); absent when a person did. */
  disabledReason: z.enum(['failing']).optional(),
  /** The first characters of the signing secret, to recognise it (`whsec_AbCd`). */
  secretPrefix: z.string(),
  /** While a rotation's overlap lasts: until when the previous secret still signs. */
  previousSecretUntil: isoDateTimeSchema.optional(),
  createdAt: isoDateTimeSchema,
  createdBy: z.string(),
  updatedAt: isoDateTimeSchema,
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointCreateInputSchema = z.strictObject({
  url: webhookUrlSchema,
  description: webhookDescriptionSchema.optional(),
  eventTypes: webhookEventTypesSchema,
  enabled: z.boolean().default(true),
});

export const webhookEndpointUpdateInputSchema = z.strictObject({
  endpointId: idOf('webhookEndpoint'),
  url: webhookUrlSchema.optional(),
  description: webhookDescriptionSchema.optional(),
  eventTypes: webhookEventTypesSchema.optional(),
  enabled: z.boolean().optional(),
});

export const webhookRotateInputSchema = z.strictObject({
  endpointId: idOf('webhookEndpoint'),
  /** Hours the current secret keeps signing beside the new one (0: it stops at once). */
  overlapHours: z
    .number()
    .int('Must be a whole number')
    .min(0, 'At least 0')
    .max(WEBHOOK_ROTATION_OVERLAP_MAX_HOURS, `At most ${WEBHOOK_ROTATION_OVERLAP_MAX_HOURS}`)
    .default(WEBHOOK_ROTATION_OVERLAP_HOURS),
});

/** What happened to one attempt of a delivery. */
export const webhookDeliveryStatuses = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

export const webhookAttemptSchema = z.strictObject({
  attempt: z.number().int(),
  at: isoDateTimeSchema,
  /** The HTTP status answered; absent when none came (refused, timed out, address not allowed). */
  httpStatus: z.number().int().optional(),
  /** Why no status came (`timeout`, `connection-refused`, `address-refused`, …). */
  error: z.string().optional(),
  latencyMs: z.number().int(),
  /** The start of the response body (at most WEBHOOK_RESPONSE_EXCERPT_MAX bytes). */
  responseExcerpt: z.string().optional(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

/** Bytes of a response body a delivery attempt keeps. */
export const WEBHOOK_RESPONSE_EXCERPT_MAX = 1024;

/** One event sent (or to be sent) to one endpoint, with its attempts, newest first. */
export const webhookDeliverySchema = z.strictObject({
  id: z.string(),
  endpointId: z.string(),
  /** The event's id: the `webhook-id` header, the same on every attempt and replay (de-duplication). */
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  createdAt: isoDateTimeSchema,
  attempts: z.array(webhookAttemptSchema),
  nextAttemptAt: isoDateTimeSchema.optional(),
  /** Set on a delivery made by a replay: the delivery it replays. */
  replayOf: z.string().optional(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const WEBHOOK_DELIVERIES_PAGE_MAX = 50;
