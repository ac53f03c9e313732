// @assay/domain/webhooks — outbound webhooks: endpoints, the event catalogue and the contracts.
// Signing is on its own subpath, @assay/domain/webhooks/signing.
export {
  isLoopbackUrl,
  WEBHOOK_DELIVERIES_PAGE_MAX,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_RESPONSE_EXCERPT_MAX,
  WEBHOOK_ROTATION_OVERLAP_HOURS,
  WEBHOOK_ROTATION_OVERLAP_MAX_HOURS,
  WEBHOOK_URL_MAX,
  WEBHOOK_URL_SENTENCE,
  webhookAttemptSchema,
  webhookDeliverySchema,
  webhookDeliveryStatuses,
  webhookEndpointCreateInputSchema,
  webhookEndpointSchema,
  webhookEndpointUpdateInputSchema,
  webhookRotateInputSchema,
  webhookUrlSchema,
} from './endpoint.ts';
export type { WebhookAttempt, WebhookDelivery, WebhookDeliveryStatus, WebhookEndpoint } from './endpoint.ts';
export {
  assessmentEventData,
  tenantEventData,
  WEBHOOK_TEST_EVENT,
  webhookBody,
  webhookEventCatalogue,
  webhookEventTypes,
} from './events.ts';
export type { WebhookBody, WebhookEventData, WebhookEventType, WebhookSentType } from './events.ts';
export { webhooksContracts } from './contracts.ts';
