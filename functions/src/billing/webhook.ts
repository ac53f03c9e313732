// The stripeWebhook request, independent of firebase-functions: verify the signature on the raw
// body (300 s tolerance), parse, find the organisation of the customer, process. Answers: 400 for
// a bad signature or body (Stripe does not retry those usefully), 200 for processed, replayed or
// ignored events, 500 when processing failed (Stripe retries).
import Stripe from 'stripe';
import type { BillingEvent, PaidPlanId } from '@assay/domain/billing';
import { parseStripeEvent } from './stripe-events.ts';

export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface WebhookRequest {
  method: string;
  rawBody: Buffer | undefined;
  signature: string | undefined;
}

export interface WebhookResponse {
  status: number;
  body: { received: boolean; outcome?: string; error?: string };
}

export type ProcessOutcome = 'applied' | 'ignored' | 'duplicate';

export interface WebhookDeps {
  secret: string | undefined;
  priceIds: Record<PaidPlanId, string>;
  organisationOf(customerId: string): Promise<string | null>;
  process(tid: string, event: BillingEvent): Promise<ProcessOutcome>;
  logger: {
    warn(message: string, context: Record<string, unknown>): void;
    error(message: string, context: Record<string, unknown>): void;
  };
}

export async function handleStripeWebhook(
  request: WebhookRequest,
  deps: WebhookDeps,
): Promise<WebhookResponse> {
  if (request.method !== 'POST') return { status: 405, body: { received: false, error: 'POST only' } };
  if (!deps.secret) {
    deps.logger.error('stripeWebhook: STRIPE_WEBHOOK_SECRET is not configured', {});
    return { status: 500, body: { received: false, error: 'not configured' } };
  }
  if (!request.rawBody || !request.signature)
    return { status: 400, body: { received: false, error: 'missing body or signature' } };
  let verified: unknown;
  try {
    verified = Stripe.webhooks.constructEvent(
      request.rawBody,
      request.signature,
      deps.secret,
      WEBHOOK_TOLERANCE_SECONDS,
    );
  } catch {
    deps.logger.warn('stripeWebhook: signature refused', {});
    return { status: 400, body: { received: false, error: 'bad signature' } };
  }
  const parsed = parseStripeEvent(verified, deps.priceIds);
  if ('ignored' in parsed)
    return { status: 200, body: { received: true, outcome: `ignored: ${parsed.ignored}` } };
  const { event } = parsed;
  try {
    const tid = await deps.organisationOf(event.customerId);
    if (!tid) {
      deps.logger.warn('stripeWebhook: event of an unknown customer', {
        eventId: event.id,
        type: event.type,
      });
      return { status: 200, body: { received: true, outcome: 'ignored: unknown customer' } };
    }
    return { status: 200, body: { received: true, outcome: await deps.process(tid, event) } };
  } catch (error) {
    deps.logger.error('stripeWebhook: processing failed', {
      eventId: event.id,
      type: event.type,
      error: error instanceof Error ? error.message : String(error),
    });
    return { status: 500, body: { received: false, error: 'processing failed' } };
  }
}
